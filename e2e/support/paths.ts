import path from 'node:path';

export { serverEntry } from './server-command.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
