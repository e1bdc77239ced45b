import fs from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** Creates DATA_DIR if missing and proves it writable, so a bad one fails at start, not on first write. */
export function ensureDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DataDirError(`DATA_DIR ${dataDir} is not a writable directory (${code})`);
  }
}
