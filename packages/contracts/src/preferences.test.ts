import { describe, expect, it } from 'vitest';
import { languageSchema, themeSchema } from './preferences.js';

describe('preference enums', () => {
  it('accept the offered languages and themes only', () => {
    expect(languageSchema.parse('es')).toBe('es');
    expect(languageSchema.safeParse('fr').success).toBe(false);
    expect(themeSchema.parse('system')).toBe('system');
    expect(themeSchema.safeParse('auto').success).toBe(false);
  });
});
