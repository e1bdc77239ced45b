import { z } from 'zod';

/** The four cognitive tests (self-optimisation.md, "Scans: cognitive tests"). */
export const COGNITIVE_TEST_KINDS = [
  'reaction_time',
  'number_memory',
  'attention',
  'processing_speed',
] as const;
export const cognitiveTestKindSchema = z.enum(COGNITIVE_TEST_KINDS);
export type CognitiveTestKind = z.infer<typeof cognitiveTestKindSchema>;

/**
 * What the answers were given with. Stored with every result and shown beside it: a mouse or a
 * touch screen adds tens of milliseconds to a keyboard's time, so results are only comparable
 * within one device.
 */
export const INPUT_DEVICES = ['keyboard', 'mouse', 'touch', 'pen'] as const;
export const inputDeviceSchema = z.enum(INPUT_DEVICES);
export type InputDevice = z.infer<typeof inputDeviceSchema>;

/**
 * Every kind of scan the hub lists: the face scan (its own issue), the cognitive tests, and the
 * product scan (a product looked up by its barcode and added to the food diary).
 */
export const SCAN_KINDS = ['face', ...COGNITIVE_TEST_KINDS, 'product'] as const;
export const scanKindSchema = z.enum(SCAN_KINDS);
export type ScanKind = z.infer<typeof scanKindSchema>;

/** A scorer's verdict on a test's raw trials: its summary, or why the trials cannot be a test. */
export type Scored<Summary> = { ok: true; summary: Summary } | { ok: false; problem: string };
