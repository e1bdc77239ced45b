/** Accounts for browser tests: created through the real auth service, signed in through the UI. */
import type { Page } from 'playwright-core';

export interface TestAccount {
  email: string;
  password: string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Signs up through /auth/v1/signup (the server must run with AUTH_AUTOCONFIRM=true), with the
 * preferences a visitor's browser would send, as the web app does.
 */
export async function createAccount(
  serverUrl: string,
  label = 'user',
  preferences: { language: string; theme: string; timezone: string } = {
    language: 'en',
    theme: 'system',
    timezone: 'Europe/Madrid',
  },
): Promise<TestAccount> {
  const account = { email: uniqueEmail(label), password: 'a-long-enough-password' };
  const response = await fetch(`${serverUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, data: preferences }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return account;
}

/** Signs in on /login and waits for the dashboard. */
export async function signInThroughLoginPage(
  page: Page,
  serverUrl: string,
  account: TestAccount,
  language = 'en',
): Promise<void> {
  await page.goto(`${serverUrl}/login?lng=${language}`);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(account.email);
  await form
    .getByLabel(language === 'es' ? 'Contraseña' : 'Password', { exact: true })
    .fill(account.password);
  await form
    .getByRole('button', { name: language === 'es' ? 'Iniciar sesión' : 'Sign In', exact: true })
    .click();
  await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
}
