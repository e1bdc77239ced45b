import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
