import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The server's version, from its package.json (shown in settings and /auth/v1/health). */
export const productVersion: string = (require('../package.json') as { version: string }).version;
