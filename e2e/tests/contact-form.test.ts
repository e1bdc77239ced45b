/**
 * The contact form end to end: the visitor's message is accepted, the visitor sees the confirmation,
 * and the support address receives it (read from the development outbox).
 */
import { expect, it } from 'vitest';
import { openPage } from '../support/browser.js';
import { latestMailTo } from '../support/outbox.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ SUPPORT_EMAIL: 'help@ascend.example' });

it('sends the message to support once, and confirms it to the visitor', async () => {
  const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/contact')) posts += 1;
    });
    await page.goto(`${harness.server.url}/contact?lng=en`);
    const subject = `Team pricing ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('Marta Ruiz');
    await page.getByLabel('Email', { exact: true }).fill('marta@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByLabel('Message', { exact: true })
      .fill('Do you offer a plan for a team of 12 coaches?');
    const submit = page.getByRole('button', { name: 'Send message' });
    // A double click must not send twice.
    await submit.dblclick();
    await page
      .getByText("Thank you! Your message has been sent. We'll reply within 24 hours.")
      .waitFor();

    const mail = await latestMailTo(harness.server.url, 'help@ascend.example');
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('Do you offer a plan for a team of 12 coaches?');
    expect(mail.text).toContain('marta@example.com');
    expect(posts).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('keeps a required field from being skipped', async () => {
  const { page, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/contact')) posts += 1;
    });
    await page.goto(`${harness.server.url}/contact?lng=en`);
    await page.getByLabel('Name', { exact: true }).fill('No Message');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(posts).toBe(0);
  } finally {
    await close();
  }
});
