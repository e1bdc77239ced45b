/** Error response schemas for the OpenAPI document: `{"detail": ...}` by status. */
import { z } from 'zod';

const fieldErrorSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
});

const errorBodySchema = z.object({
  detail: z.string(),
  /** Only where the client must act on it, e.g. `insufficient_aal`. */
  code: z.string().optional(),
});
const validationErrorBodySchema = z.object({ detail: z.array(fieldErrorSchema) });

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema | typeof validationErrorBodySchema> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status === 422 ? validationErrorBodySchema : errorBodySchema,
    ]),
  ) as Record<S, typeof errorBodySchema | typeof validationErrorBodySchema>;
}
