import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.js';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('contact message', () => {
  const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Qué tal' };

  it('accepts a filled-in form', () => {
    expect(contactMessageSchema.parse(valid)).toEqual(valid);
  });

  it('requires every field, a real e-mail and no extra keys', () => {
    expect(paths(contactMessageSchema.safeParse({ ...valid, name: '   ' }))).toEqual(['name']);
    expect(paths(contactMessageSchema.safeParse({ ...valid, email: 'nope' }))).toEqual(['email']);
    expect(paths(contactMessageSchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual([
      'message',
    ]);
    expect(paths(contactMessageSchema.safeParse({ ...valid, cc: 'x@example.com' }))).toEqual(['']);
  });
});
