export * from './cognitive-kinds.js';
export * from './statistics.js';
export * from './reaction-time.js';
export * from './number-memory.js';
export * from './attention.js';
export * from './processing-speed.js';
export * from './cognitive-results.js';
export * from './cognitive-baseline.js';
