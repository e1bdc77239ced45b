export * from './preferences.js';
export * from './time-zone.js';
export * from './personal-info.js';
export * from './user-preferences.js';
export * from './settings.js';
export * from './contact.js';
