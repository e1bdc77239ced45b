/**
 * zod 4 compiles each object schema's parser with `new Function`, and probes whether it may as the
 * schema is built (the contracts' schemas: at module evaluation). Our Content Security Policy allows
 * no eval, so the probe is refused, and although zod catches the refusal the browser still reports
 * it as a CSP violation (Lighthouse's best-practices counts it). Parsing without compiled code
 * costs nothing a form would notice. Imported first by boot.tsx (main.tsx builds no schema), so it
 * runs before any schema is built; the server, where compiling pays and no CSP applies, keeps the
 * default.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
