/**
 * The nutrition page in the browser against the real server: a barcode photo (generated with
 * bwip-js, set in a 1,280 px photo) decoded in the page by zxing-wasm, looked up through the server
 * in a stand-in for Open Food Facts (a local HTTP server answering their v2 product format: the
 * one part these machines cannot reach), and added to the diary; a day of meals logged in Spanish
 * with the totals the server computed; a product Open Food Facts does not know created as an own
 * food and logged; lookups turned off. No console errors, no serious axe violations.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { accessTokenOf, callApi } from '../support/product-api.js';
import { startServerProcess } from '../support/server-process.js';

/** The GS1 check digit (weights 3, 1, 3… from the right), to write barcodes a reader accepts. */
function withCheckDigit(data: string): string {
  let sum = 0;
  for (let index = 0; index < data.length; index += 1) {
    sum += Number(data[index]) * ((data.length - 1 - index) % 2 === 0 ? 3 : 1);
  }
  return `${data}${(10 - (sum % 10)) % 10}`;
}

const GRANOLA = withCheckDigit('400638133393');
const UNKNOWN = withCheckDigit('841234567890');

/** Products as Open Food Facts' v2 API writes them (`GET /api/v2/product/{code}`). */
const OFF_PRODUCTS: Record<string, unknown> = {
  [GRANOLA]: {
    product_name: 'Granola Crunch',
    brands: 'Test Mill, Other Brand',
    quantity: '500 g',
    product_quantity_unit: 'g',
    serving_size: '45 g',
    serving_quantity: 45,
    nutriments: {
      'energy-kcal_100g': 450,
      fat_100g: 15,
      'saturated-fat_100g': 3,
      carbohydrates_100g: 65,
      sugars_100g: 20,
      fiber_100g: 7,
      proteins_100g: 10,
      salt_100g: 0.5,
    },
    nutriscore_grade: 'c',
    nova_group: 4,
    allergens_tags: ['en:gluten', 'en:nuts'],
    ingredients_text: 'Oats, sugar, hazelnuts.',
  },
};

interface OffRequest {
  url: string;
  userAgent: string;
}

const offRequests: OffRequest[] = [];
let off: http.Server | undefined;
let offUrl = '';

beforeAll(async () => {
  off = http.createServer((request, response) => {
    offRequests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] ?? '' });
    const code = /^\/api\/v2\/product\/(\d+)/.exec(request.url ?? '')?.[1] ?? '';
    const product = OFF_PRODUCTS[code];
    response.setHeader('content-type', 'application/json');
    if (!product) {
      response.statusCode = 404;
      response.end(JSON.stringify({ code, status: 0, status_verbose: 'product not found' }));
      return;
    }
    response.end(JSON.stringify({ code, status: 1, status_verbose: 'product found', product }));
  });
  await new Promise<void>((resolve) => off?.listen(0, '127.0.0.1', resolve));
  offUrl = `http://127.0.0.1:${(off.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (off ? off.close(() => resolve()) : resolve())));

const harness = useServerAndBrowser(() => ({
  AUTH_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMITS: 'off',
  API_WRITES_PER_MINUTE: 'off',
  OFF_BASE_URL: offUrl,
}));

/** The user's today (Europe/Madrid, the day starting at 04:00), as the server files items. */
function madridToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(Date.now() - 4 * 3_600_000),
  );
}

interface DiaryItem {
  id: string;
  name: string;
  meal: string;
  grams: number;
  food: { source: string; id: string };
  nutrients: { energy_kcal: number };
}
interface DiaryDay {
  meals: { meal: string; items: DiaryItem[] }[];
  totals: { energy_kcal: number; protein_g: number | null };
}

async function diaryOf(account: TestAccount, lang = 'en'): Promise<DiaryItem[]> {
  const token = await accessTokenOf(harness.server.url, account);
  const day = await callApi<DiaryDay>(
    harness.server.url,
    token,
    'GET',
    `/nutrition/diary/${madridToday()}?lang=${lang}`,
  );
  return day.meals.flatMap((meal) => meal.items);
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

/** A phone photo of a pack: the barcode small on a 1,280 × 960 grey, slightly soft, as a JPEG. */
async function barcodePhoto(code: string): Promise<string> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 3,
    height: 22,
    includetext: true,
    backgroundcolor: 'ffffff',
    paddingwidth: 14,
    paddingheight: 10,
  });
  const photo = await sharp({
    create: { width: 1280, height: 960, channels: 3, background: { r: 178, g: 170, b: 160 } },
  })
    .composite([{ input: barcode, left: 420, top: 380 }])
    .blur(0.8)
    .jpeg({ quality: 82 })
    .toBuffer();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-barcode-')), 'pack.jpg');
  fs.writeFileSync(file, photo);
  return file;
}

it('reads a barcode photo in the browser, shows the product and adds it to the diary', async () => {
  const photo = await barcodePhoto(GRANOLA);
  const account = await createAccount(harness.server.url, 'scan');
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/nutricional?tab=scan`);
    await page.getByLabel('Read a photo').setInputFiles(photo);
    const product = page.getByTestId('product');
    await product.getByRole('heading', { name: 'Granola Crunch' }).waitFor();
    expect(await product.textContent()).toContain('Test Mill · 500 g');
    await product.getByText('Nutri-Score C').waitFor();
    await product.getByText('NOVA 4 — ultra-processed').waitFor();
    await product.getByText('gluten, nuts').waitFor();
    const energyRow = product.getByRole('row', { name: /Energy \(kcal\)/ });
    // Per 100 g as labelled; per serving, 45 g of it (202.5 kcal, shown whole).
    expect(await energyRow.textContent()).toContain('450 kcal');
    expect(await energyRow.textContent()).toContain(`${Math.round((450 * 45) / 100)} kcal`);
    await page.getByText('Product data from Open Food Facts').waitFor();
    await expectAccessible(page, 'product view');
    await screenshot(page, 'nutrition-product', { fullPage: true });

    // The form starts at one serving, in snacks.
    await page.getByRole('button', { name: 'Add to the diary' }).click();
    await page.getByTestId('meal-snacks').getByText('Granola Crunch').waitFor();
    const [item, ...others] = await diaryOf(account);
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      meal: 'snacks',
      grams: 45,
      food: { source: 'product', id: GRANOLA },
    });
    // One lookup reached the service, naming the product in its User-Agent, with the fields asked.
    expect(offRequests.filter((request) => request.url.includes(GRANOLA))).toHaveLength(1);
    expect(offRequests[0]?.userAgent).toMatch(/Ascend/);
    expect(offRequests[0]?.url).toContain('fields=');
    await expectAccessible(page, 'diary after a scan');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

/** Adds `grams` of the library food found by `search` to `meal`, through the add dialog. */
async function addFood(page: Page, meal: string, search: string, name: string, grams: number) {
  await page.getByRole('button', { name: new RegExp(`^Añadir alimento\\W+${meal}$`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Buscar alimentos').fill(search);
  await dialog
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await dialog.getByLabel('Cantidad').fill(String(grams));
  await dialog.getByRole('button', { name: 'Añadir al diario' }).click();
  await dialog.waitFor({ state: 'detached' });
}

it('logs a day of meals in Spanish and shows the day’s totals', async () => {
  const account = await createAccount(harness.server.url, 'dia', {
    language: 'es',
    theme: 'light',
    timezone: 'Europe/Madrid',
  });
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'es-ES',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account, 'es');
    await page.goto(`${harness.server.url}/dashboard/nutricional`);
    await page.getByRole('heading', { name: 'Desayuno' }).waitFor();
    await expectAccessible(page, 'empty diary (es)');

    await addFood(page, 'Desayuno', 'huevo duro', 'Huevo duro', 100);
    await expectAccessible(page, 'diary with breakfast (es)');
    await addFood(page, 'Comida', 'arroz blanco cocido', 'Arroz blanco cocido', 150);
    await addFood(page, 'Cena', 'plátano', 'Plátano', 120);

    const items = await diaryOf(account, 'es');
    expect(items.map((item) => [item.meal, item.name, item.grams])).toEqual([
      ['breakfast', 'Huevo duro', 100],
      ['lunch', 'Arroz blanco cocido', 150],
      ['dinner', 'Plátano', 120],
    ]);
    // The day's energy is the sum of what each amount holds of its food's values per 100 g.
    const token = await accessTokenOf(harness.server.url, account);
    let expectedKcal = 0;
    for (const item of items) {
      const food = await callApi<{ per_100: { energy_kcal: number } }>(
        harness.server.url,
        token,
        'GET',
        `/nutrition/foods/library/${item.food.id}?lang=es`,
      );
      expectedKcal += (food.per_100.energy_kcal * item.grams) / 100;
    }
    const shown = new Intl.NumberFormat('es', { maximumFractionDigits: 0 }).format(
      Math.round(expectedKcal),
    );
    const totals = page.getByTestId('day-totals');
    await totals
      .getByRole('row', { name: /Energía \(kcal\)/ })
      .getByText(`${shown} kcal`)
      .waitFor();
    expect(await page.getByTestId('meal-lunch-kcal').textContent()).toBe(
      `${Math.round(items[1]!.nutrients.energy_kcal)} kcal`,
    );
    // The week's table has today's energy too.
    expect(await page.getByTestId('week-table').textContent()).toContain(shown);
    await screenshot(page, 'nutrition-diary-es', { fullPage: true });

    // Targets from the equation: the inputs asked once, the suggestion shown and measured against.
    await page.getByRole('tab', { name: 'Objetivos' }).click();
    await page.getByLabel('Sexo (para la ecuación)').selectOption('female');
    await page.getByLabel('Fecha de nacimiento').fill('1990-05-01');
    await page.getByLabel('Altura (cm)').fill('165');
    await page.getByLabel('Peso (kg)').fill('60');
    await expectAccessible(page, 'targets form (es)');
    await page.getByRole('button', { name: 'Usar los objetivos sugeridos' }).click();
    await page.getByText('Objetivos guardados.').waitFor();
    const targets = await callApi<{ effective: { energy_kcal: number } }>(
      harness.server.url,
      token,
      'GET',
      '/nutrition/targets',
    );
    const target = new Intl.NumberFormat('es').format(targets.effective.energy_kcal);
    await page.getByTestId('current-targets').getByText(`${target} kcal`).first().waitFor();
    await screenshot(page, 'nutrition-targets-es', { fullPage: true });
    await page.getByRole('tab', { name: 'Diario de comidas' }).click();
    await page.getByTestId('day-progress').getByText(`de ${target} kcal`).waitFor();
    await page.getByRole('tab', { name: 'Mis alimentos' }).click();
    await expectAccessible(page, 'own foods (es)');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('asks for targets in feet, inches and pounds in the imperial system; lists my foods; moves an item to another day', async () => {
  const url = harness.server.url;
  const account = await createAccount(url, 'imperial');
  const token = await accessTokenOf(url, account);
  await callApi(url, token, 'PUT', '/settings', { preferences: { units: 'imperial' } });
  const today = madridToday();
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const oats = await callApi<{ ref: { id: string } }>(url, token, 'POST', '/nutrition/foods', {
    name: 'Overnight oats',
    per_100: {
      energy_kcal: 160,
      fat_g: 4,
      saturated_fat_g: 1,
      carbohydrate_g: 25,
      sugars_g: 6,
      fibre_g: 3,
      protein_g: 6,
      salt_g: 0.1,
    },
    servings: [],
  });
  const item = await callApi<{ id: string }>(
    url,
    token,
    'POST',
    `/nutrition/diary/${today}/items`,
    {
      meal: 'breakfast',
      food: { source: 'own', id: oats.ref.id },
      unit: 'g',
      quantity: 200,
    },
  );
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 360, height: 780 },
  });
  const targetsOf = () =>
    callApi<{ inputs: Record<string, unknown> | null }>(url, token, 'GET', '/nutrition/targets');
  try {
    await signInThroughLoginPage(page, url, account);
    await page.goto(`${url}/dashboard/nutricional?tab=targets`);
    await page.getByLabel('Sex (for the equation)').selectOption('male');
    await page.getByLabel('Birth date').fill('1985-03-02');
    await page.getByLabel('Height (ft)').fill('5');
    await page.getByLabel('Height (in)').fill('10');
    await page.getByLabel('Weight (lb)').fill('165');
    await page.getByLabel('Goal', { exact: true }).selectOption('lose');
    await page.getByLabel('Pounds a week (at most 2.2)').fill('1');
    await expectAccessible(page, 'targets form (imperial)');
    await page.getByRole('button', { name: 'Use the suggested targets' }).click();
    await page.getByText('Targets saved.').waitFor();
    // Stored in SI: 70 in, 165 lb and 1 lb a week, to the millimetre and the gram.
    const saved = await targetsOf();
    expect(saved.inputs).toMatchObject({
      height_cm: 177.8,
      weight_kg: 74.843,
      rate_kg_per_week: 0.454,
    });
    await page.getByTestId('current-targets').getByText('165 lb', { exact: false }).waitFor();
    await screenshot(page, 'nutrition-targets-imperial-360', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Reloaded, the form shows what was typed; saved as it is, nothing changes.
    await page.reload();
    await page.getByLabel('Height (ft)').waitFor();
    expect(await page.getByLabel('Height (ft)').inputValue()).toBe('5');
    expect(await page.getByLabel('Height (in)').inputValue()).toBe('10');
    expect(await page.getByLabel('Weight (lb)').inputValue()).toBe('165');
    expect(await page.getByLabel('Pounds a week (at most 2.2)').inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Use the suggested targets' }).click();
    await page.getByText('Targets saved.').waitFor();
    expect((await targetsOf()).inputs).toEqual(saved.inputs);

    // My foods lists the food made through the API.
    await page.getByRole('tab', { name: 'My foods' }).click();
    await page.getByTestId('own-foods').getByText('Overnight oats').waitFor();
    await expectAccessible(page, 'my foods (360 px)');

    // The item's dialog moves it to yesterday with its Day field.
    await page.getByRole('tab', { name: 'Food diary' }).click();
    await page.getByRole('button', { name: 'Change Overnight oats' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Day', { exact: true }).fill(yesterday);
    await expectAccessible(page, 'item dialog with its day');
    await screenshot(page, 'nutrition-item-day-360');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByTestId('meal-breakfast')
      .getByText('Overnight oats')
      .waitFor({ state: 'detached' });
    const moved = await callApi<DiaryDay>(url, token, 'GET', `/nutrition/diary/${yesterday}`);
    expect(moved.meals.flatMap((meal) => meal.items).map((entry) => entry.id)).toEqual([item.id]);
    expect(await diaryOf(account)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('offers to create a product Open Food Facts does not know as an own food, and logs it', async () => {
  const account = await createAccount(harness.server.url, 'unknown');
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 360, height: 780 },
    colorScheme: 'dark',
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/nutricional?tab=scan`);
    // A wrong check digit is refused here, before anything is asked.
    const wrong = `${UNKNOWN.slice(0, -1)}${(Number(UNKNOWN.at(-1)) + 1) % 10}`;
    await page.getByLabel('Barcode', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText("That barcode's check digit is wrong").waitFor();
    expect(offRequests.some((request) => request.url.includes(wrong))).toBe(false);

    await page.getByLabel('Barcode', { exact: true }).fill(UNKNOWN);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByText('Open Food Facts does not know this product.').waitFor();
    await expectAccessible(page, 'product not found');
    await page.getByRole('button', { name: 'Create it as my own food' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Oat bar');
    await dialog.getByLabel('Energy (kcal)').fill('380');
    await dialog.getByLabel('Protein (g)').fill('8,5');
    await expectAccessible(page, 'own food form');
    await screenshot(page, 'nutrition-own-food-360-dark', { fullPage: true });
    await dialog.getByRole('button', { name: 'Create the food' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('heading', { name: 'Add Oat bar to the diary' }).waitFor();
    await page.getByLabel('Amount').fill('60');
    await page.getByRole('button', { name: 'Add to the diary' }).click();
    await page.getByTestId('meal-snacks').getByText('Oat bar').waitFor();
    const [item] = await diaryOf(account);
    expect(item).toMatchObject({ name: 'Oat bar', grams: 60, food: { source: 'own' } });
    expect(item?.nutrients.energy_kcal).toBeCloseTo((380 * 60) / 100, 5);
    await expectAccessible(page, 'diary at 360 px, dark');
    await screenshot(page, 'nutrition-diary-360-dark', { fullPage: true });
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // The lookup's 404 is the API's answer for an unknown product (the browser logs every 404).
    expect(errors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([]);
    expect(errors).toHaveLength(1);
  } finally {
    await close();
  }
});

it('says lookups are off when the server turns them off', async () => {
  const server = await startServerProcess({
    AUTH_AUTOCONFIRM: 'true',
    AUTH_RATE_LIMITS: 'off',
    OFF_ENABLED: 'false',
    OFF_BASE_URL: offUrl,
  });
  const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    const account = await createAccount(server.url, 'off');
    await signInThroughLoginPage(page, server.url, account);
    await page.goto(`${server.url}/dashboard/nutricional?tab=scan`);
    await page.getByText('Product lookups are turned off on this server.').waitFor();
    expect(await page.getByLabel('Read a photo').count()).toBe(0);
    await page.getByText('Product data from Open Food Facts').waitFor();
    expect(errors).toEqual([]);
  } finally {
    await close();
    await server.stop();
  }
});
