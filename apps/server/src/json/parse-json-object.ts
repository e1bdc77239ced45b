/**
 * The JSON-object columns (metadata, settings, audit payloads) read back: whatever the text holds,
 * callers get a plain object, so a malformed or hand-edited row never fails a request.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
