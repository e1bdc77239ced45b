import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives a working local instance with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.join(path.resolve('./data'), 'ascend.sqlite'),
    });
    expect(config.siteUrl).toBe('http://localhost:8080');
    expect(config.auth.jwtExpSeconds).toBe(3600);
    expect(config.auth.refreshReuseIntervalSeconds).toBe(10);
    expect(config.auth.adminRoles).toEqual(['service_role', 'supabase_admin']);
    expect(config.auth.autoconfirm).toBe(false);
    expect(config.mail.supportEmail).toBe('support@localhost');
    expect(config.google).toBeUndefined();
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/ascend' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/ascend' });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/ascend',
      DATABASE_POOL_SIZE: '25',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/ascend',
      poolSize: 25,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres/],
    [{ DATABASE_POOL_SIZE: '0' }, /^DATABASE_POOL_SIZE must be at least 1/],
    [{ DATABASE_POOL_SIZE: 'many' }, /^DATABASE_POOL_SIZE must be a whole number/],
    [{ DATABASE_POOL_SIZE: '2.5' }, /^DATABASE_POOL_SIZE must be a whole number/],
    [{ SITE_URL: 'not a url' }, /^SITE_URL /],
    [{ AUTH_AUTOCONFIRM: 'maybe' }, /^AUTH_AUTOCONFIRM /],
    [{ AUTH_JWT_EXP: '-1' }, /^AUTH_JWT_EXP /],
    [{ AUTH_JWT_SECRET: 'short' }, /^AUTH_JWT_SECRET must be at least 32/],
    [{ AUTH_RATE_LIMITS: 'sometimes' }, /^AUTH_RATE_LIMITS must be "off" or a JSON object/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL /],
    [{ SUPPORT_EMAIL: 'nobody' }, /^SUPPORT_EMAIL /],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /^GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ AUTH_MAIL_BUDGET_GLOBAL: '0' }, /^AUTH_MAIL_BUDGET_GLOBAL /],
    [{ API_WRITES_PER_MINUTE: 'lots' }, /^API_WRITES_PER_MINUTE must be "off" or a positive/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each([
    [{ DATABASE_URL: 'mysql://root:hunter2-db@db/ascend' }, 'hunter2-db'],
    [{ SMTP_URL: 'http://mailer:hunter2-smtp@mail.example.com' }, 'hunter2-smtp'],
    [{ AUTH_JWT_SECRET: 'hunter2-short' }, 'hunter2-short'],
  ])('never echoes the value of a secret-bearing variable it refuses (%o)', (env, secret) => {
    const [[variable, value]] = Object.entries(env) as [[string, string]];
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    // Names the variable and the rule, says the value is withheld, and holds no part of it.
    expect(message).toMatch(
      new RegExp(`^${variable} must .+ \\(the value is not shown: it may hold a secret\\)$`),
    );
    expect(message).not.toContain(secret);
    expect(message).not.toContain(value.slice(0, 6));
  });

  it('echoes the value of a refused variable that holds no secret, to show the mistake', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/\(got "eighty"\)$/);
    expect(() => loadConfig({ SITE_URL: 'ftp://x' })).toThrow(/\(got "ftp:\/\/x"\)$/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it('requires reauthentication for a password change unless switched off', () => {
    expect(loadConfig({}).auth.passwordChangeRequiresReauth).toBe(true);
    expect(
      loadConfig({ AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH: 'false' }).auth
        .passwordChangeRequiresReauth,
    ).toBe(false);
    expect(() => loadConfig({ AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH: 'sometimes' })).toThrow(
      /^AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH /,
    );
  });

  it('parses rate-limit overrides and the off switch', () => {
    expect(loadConfig({ AUTH_RATE_LIMITS: 'off' }).auth.rateLimits).toBe('off');
    expect(
      loadConfig({ AUTH_RATE_LIMITS: '{"token":{"max":5,"windowSeconds":60}}' }).auth.rateLimits,
    ).toEqual({ token: { max: 5, windowSeconds: 60 } });
  });

  it('parses the mail budget and the API write limit', () => {
    expect(loadConfig({}).auth.mailBudget).toEqual({});
    expect(loadConfig({}).api.writesPerMinute).toBe(120);
    expect(
      loadConfig({ AUTH_MAIL_BUDGET_GLOBAL: '5000', AUTH_MAIL_BUDGET_PER_DOMAIN: '50' }).auth
        .mailBudget,
    ).toEqual({ global: 5000, perDomain: 50 });
    expect(loadConfig({ API_WRITES_PER_MINUTE: 'off' }).api.writesPerMinute).toBe('off');
  });

  it('opens the development outbox only for a loopback server without SMTP', () => {
    expect(loadConfig({}).mail.outbox).toBe(true);
    expect(loadConfig({ SITE_URL: 'http://[::1]:8080' }).mail.outbox).toBe(true);
    expect(loadConfig({ HOST: '0.0.0.0' }).mail.outbox).toBe(false);
    // A loopback HOST behind a reverse proxy: the public SITE_URL says others use this server.
    expect(loadConfig({ SITE_URL: 'https://app.example.com' }).mail.outbox).toBe(false);
    expect(loadConfig({}).mail.outboxForAnyClient).toBe(false);
    expect(loadConfig({ MAIL_OUTBOX: 'true' }).mail.outboxForAnyClient).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).mail.outbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', MAIL_OUTBOX: 'true' }).mail.outbox).toBe(true);
  });

  it('enables Google only with both client id and secret', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      additionalClientIds: [],
    });
  });

  it('reads the extra Google audiences, closed sign-ups and manual linking', () => {
    const defaults = loadConfig({});
    expect(defaults.auth.disableSignup).toBe(false);
    expect(defaults.auth.manualLinking).toBe(false);
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'web',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ADDITIONAL_CLIENT_IDS: ' android , ios,,one-tap ',
      AUTH_DISABLE_SIGNUP: 'true',
      AUTH_MANUAL_LINKING: 'yes',
    });
    expect(config.google?.additionalClientIds).toEqual(['android', 'ios', 'one-tap']);
    expect(config.auth.disableSignup).toBe(true);
    expect(config.auth.manualLinking).toBe(true);
    expect(() => loadConfig({ AUTH_DISABLE_SIGNUP: 'maybe' })).toThrow(/^AUTH_DISABLE_SIGNUP /);
  });
});
