/** Every timestamp column holds an ISO-8601 UTC string (db/schema.ts): this one. */
export const nowIso = (now = new Date()) => now.toISOString();
