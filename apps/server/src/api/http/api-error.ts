/**
 * An error the product API answers as `{"detail": "<message>"}` with its status (decisions.md), and
 * `code` beside it when a client must act on it (e.g. `insufficient_aal`: ask for a second factor).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(detail);
  }
}
