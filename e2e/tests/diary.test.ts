/**
 * The diary against the real server: an entry written in Spanish is found by a search typed
 * without its accents, survives a reload, and its text is shown as text.
 */
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

it('writes an entry in Spanish and finds it by a search without accents', async () => {
  const account = await createAccount(harness.server.url, 'diary-es', {
    language: 'es',
    theme: 'system',
    timezone: 'America/Mexico_City',
  });
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'es',
    viewport: { width: 390, height: 844 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account, 'es');
    await page.goto(`${harness.server.url}/dashboard/diary`);
    const composer = page.getByRole('region', { name: 'Nueva entrada' });
    await composer.getByLabel('Título (opcional)').fill('Mañana en Málaga');
    await composer
      .getByLabel('¿Qué ha pasado hoy?')
      .fill('Un café con María junto al mar.\nDespués, <b>siesta</b>.');
    // The choice is a styled label around a visually hidden radio: the label is what one clicks.
    await composer.locator('label', { hasText: 'Genial' }).click();
    expect(await composer.getByRole('radio', { name: 'Genial' }).isChecked()).toBe(true);
    const tags = composer.getByLabel('Etiquetas (opcional)');
    await tags.fill('Familia');
    await tags.press('Enter');
    await composer.getByRole('button', { name: 'Guardar entrada' }).click();
    await composer.getByText('Tu entrada está guardada.').waitFor();
    // A second entry the search must leave out.
    await composer.getByLabel('¿Qué ha pasado hoy?').fill('Entreno de fuerza, 45 minutos.');
    await composer.getByRole('button', { name: 'Guardar entrada' }).click();
    await page.getByText('Entreno de fuerza, 45 minutos.').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar en tu diario' }).fill('cafe maria malaga');
    await page.waitForURL(/\?q=cafe\+maria\+malaga$/);
    await page.getByText('Entreno de fuerza, 45 minutos.').waitFor({ state: 'detached' });
    const found = page.getByRole('article', { name: 'Mañana en Málaga' });
    await found.waitFor();
    expect(await found.getByText(/Un café con María/).textContent()).toBe(
      'Un café con María junto al mar.\nDespués, <b>siesta</b>.',
    );
    expect(await found.locator('b').count()).toBe(0);
    await found.getByText('Ánimo: Genial').waitFor();
    await found.getByRole('button', { name: 'Ver entradas con la etiqueta familia' }).waitFor();

    // The search is in the address: a reload shows the same result from the server.
    await page.reload();
    await page.getByRole('article', { name: 'Mañana en Málaga' }).waitFor();
    expect(await page.getByText('Entreno de fuerza, 45 minutos.').count()).toBe(0);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'diary-search-es', { fullPage: true });
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
