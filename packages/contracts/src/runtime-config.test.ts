import { describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from './runtime-config.js';

const CONFIG = {
  siteUrl: 'https://ascend.test',
  communityUrl: null,
  communityWidgetUrl: null,
  supportEmail: 'help@ascend.test',
  businessEmail: 'help@ascend.test',
  pressEmail: 'help@ascend.test',
  passwordMinLength: 8,
  version: '1.2.3',
  disableSignup: false,
  manualLinking: true,
};

describe('the runtime configuration', () => {
  it('carries the password minimum, within the range the server accepts', () => {
    expect(runtimeConfigSchema.parse(CONFIG)).toEqual(CONFIG);
    expect(runtimeConfigSchema.safeParse({ ...CONFIG, passwordMinLength: 5 }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse({ ...CONFIG, passwordMinLength: 73 }).success).toBe(false);
  });

  it('has no key the web app would not know', () => {
    expect(runtimeConfigSchema.safeParse({ ...CONFIG, secret: 'x' }).success).toBe(false);
  });
});
