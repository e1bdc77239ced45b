import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('reads what the server injected', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        communityUrl: 'https://discord.gg/ascend',
        communityWidgetUrl: null,
        supportEmail: 'help@ascend.test',
        businessEmail: 'biz@ascend.test',
        pressEmail: 'press@ascend.test',
        version: '1.2.3',
      }),
    );
    expect(config).toMatchObject({
      communityUrl: 'https://discord.gg/ascend',
      communityWidgetUrl: null,
      supportEmail: 'help@ascend.test',
      businessEmail: 'biz@ascend.test',
      pressEmail: 'press@ascend.test',
      version: '1.2.3',
    });
  });

  it('falls back to the support address for business and press, and survives a broken tag', () => {
    expect(parseRuntimeConfig('{"supportEmail":"help@ascend.test"}')).toMatchObject({
      businessEmail: 'help@ascend.test',
      pressEmail: 'help@ascend.test',
      communityUrl: null,
    });
    expect(parseRuntimeConfig('{not json').supportEmail).toBe('support@localhost');
    expect(parseRuntimeConfig('{"communityUrl":""}').communityUrl).toBeNull();
  });

  it('reads closed sign-ups and manual linking, off unless exactly true', () => {
    expect(parseRuntimeConfig('{"disableSignup":true,"manualLinking":true}')).toMatchObject({
      disableSignup: true,
      manualLinking: true,
    });
    expect(parseRuntimeConfig('{"disableSignup":"true"}')).toMatchObject({
      disableSignup: false,
      manualLinking: false,
    });
  });

  it("follows the server's password minimum, else the protocol's default", () => {
    expect(parseRuntimeConfig('{"passwordMinLength":10}').passwordMinLength).toBe(10);
    expect(parseRuntimeConfig('{}').passwordMinLength).toBe(6);
    expect(parseRuntimeConfig('{"passwordMinLength":"10"}').passwordMinLength).toBe(6);
  });
});
