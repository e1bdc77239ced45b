export * from './limits.js';
export * from './nutrients.js';
export * from './barcode.js';
export * from './foods.js';
export * from './diary.js';
export * from './targets.js';
export * from './products.js';
export * from './paths.js';
