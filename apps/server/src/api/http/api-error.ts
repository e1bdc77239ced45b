/** An error the product API answers as `{"detail": "<message>"}` with its status (decisions.md). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}
