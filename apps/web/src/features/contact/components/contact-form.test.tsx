import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedI18n } from '@/test-support/render-public';
import { ContactForm } from './contact-form';

let i18n: I18n;

function answer(status: number, body: string) {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stands in for the network: the product API's answers, recorded. */
function stubNetwork(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(respond()),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ana López');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Plans');
  await user.type(screen.getByLabelText('Message'), 'Is there a yearly plan?');
}

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <ContactForm />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('the contact form', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('requires every field, with a 6-row message box', () => {
    stubNetwork(() => answer(202, '{"id":"m1"}'));
    renderForm();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '6');
  });

  it('does not send while a field is empty', async () => {
    const fetch = stubNetwork(() => answer(202, '{"id":"m1"}'));
    const user = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not send a field of spaces only, and says why in the page language', async () => {
    const fetch = stubNetwork(() => answer(202, '{"id":"m1"}'));
    const user = renderForm();
    await fill(user);
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in every field');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the message as JSON, confirms, and clears the form', async () => {
    const fetch = stubNetwork(() => answer(202, '{"id":"m1"}'));
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thank you! Your message has been sent. We'll reply within 24 hours.",
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Ana López',
      email: 'ana@example.com',
      subject: 'Plans',
      message: 'Is there a yearly plan?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('cannot be sent twice while the first send is on its way', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetch = stubNetwork(() => new Promise<Response>((resolve) => (release = resolve)));
    const user = renderForm();
    await fill(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    await user.click(button);
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetch).toHaveBeenCalledTimes(1);
    release(answer(202, '{"id":"m1"}'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the server's first field error as-is and keeps what was typed", async () => {
    stubNetwork(() =>
      answer(
        422,
        JSON.stringify({ detail: [{ msg: 'Must be an e-mail address', loc: ['email'] }] }),
      ),
    );
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be an e-mail address');
    expect(screen.getByLabelText('Subject')).toHaveValue('Plans');
  });

  it('shows a plain detail, a rate limit, and an unreadable answer', async () => {
    const responses = [
      answer(429, '{"detail":"Too many messages. Try again in an hour."}'),
      answer(500, '<html>oops</html>'),
      answer(503, '{}'),
    ];
    stubNetwork(() => responses.shift()!);
    const user = renderForm();
    await fill(user);
    const send = () => user.click(screen.getByRole('button', { name: 'Send message' }));
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again in an hour.',
    );
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unknown error'));
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: 503'));
  });
});
