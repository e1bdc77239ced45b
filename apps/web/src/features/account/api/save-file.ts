/**
 * Saves a downloaded answer as a file. The API needs the bearer token, which a plain
 * `<a href download>` cannot send, so the answer is fetched first and handed over as a Blob link.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `ascend-<what>-YYYY-MM-DD.<extension>`, dated the day of the download. */
export function exportFileName(what: string, extension: 'json' | 'csv'): string {
  return `ascend-${what}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
