/**
 * An error the product API answers as `{"detail": "<message>"}` with its status (decisions.md), and
 * `code` beside it when a client must act on it (e.g. `insufficient_aal`: ask for a second factor).
 * A 422 answers field errors, `{"detail": [{loc, msg, type}]}`, as schema validation does.
 */
import type { FieldError } from './validation-detail.js';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly detail: string | FieldError[],
    readonly code?: string,
  ) {
    super(typeof detail === 'string' ? detail : detail.map((error) => error.msg).join('; '));
  }
}

/**
 * A 422 for a rule the request's schema cannot check on its own (a date after the user's today, a
 * value for a yes/no habit), in the same shape as a schema's, so a form can mark the field.
 */
export function unprocessable(loc: FieldError['loc'], msg: string, type: string): ApiError {
  return new ApiError(422, [{ loc, msg, type }]);
}
