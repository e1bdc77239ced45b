/**
 * Turns zod validation failures into FastAPI-style field errors, `[{loc, msg, type}]`, so the web
 * client can show the first `msg` and a form can mark the field named by `loc`.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

export interface FieldError {
  /** Where the error is: `["body", "preferences", "timezone"]`. */
  loc: (string | number)[];
  msg: string;
  /** The zod issue code, e.g. `too_big`, `invalid_type`, `unrecognized_keys`. */
  type: string;
}

function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A 422 lists the first problems only: a file of many bad records would answer megabytes. */
export const MAX_FIELD_ERRORS = 50;

export function fieldErrors(
  validation: FastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  const root = context ?? 'body';
  return validation
    .slice(0, MAX_FIELD_ERRORS)
    .flatMap((issue) => {
      const loc = [root, ...pathOf(issue.instancePath)];
      const type = issue.keyword;
      // One entry per unknown key, each pointing at the key itself.
      const keys = (issue.params as { keys?: unknown }).keys;
      if (type === 'unrecognized_keys' && Array.isArray(keys)) {
        return keys.map((key) => ({ loc: [...loc, String(key)], msg: 'Unknown field', type }));
      }
      return [{ loc, msg: issue.message ?? 'Invalid value', type }];
    })
    .slice(0, MAX_FIELD_ERRORS);
}
