export * from './local-date.js';
export * from './local-day.js';
export * from './units.js';
export * from './check-ins.js';
export * from './habits.js';
export * from './diary.js';
export * from './overview.js';
