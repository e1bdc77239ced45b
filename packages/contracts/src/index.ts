export * from './preferences.js';
