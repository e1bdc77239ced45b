import type { UserSettings } from '@ascend/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage, testAuth, testUser } from '@/test-support/signed-in';
import { PersonalInfoFormCard } from './personal-info-form';

function fakePut(respond: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit = {}) => {
    const body: unknown = JSON.parse(init.body as string);
    bodies.push(body);
    return Promise.resolve(respond(body));
  });
  return bodies;
}

const json = (status: number, value: unknown) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

function record(personalInfo: UserSettings['personal_info']): UserSettings {
  return {
    personal_info: personalInfo,
    preferences: {
      language: 'en',
      timezone: 'Europe/Madrid',
      theme: 'system',
      notifications: { email: true, push: false, marketing: false },
      privacy: { profilePublic: false, allowAnalytics: true, shareData: false },
      dayStartsAt: '04:00',
      units: 'metric',
    },
    updated_at: '2026-01-01T00:00:00Z',
  };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('personal information form', () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the full name split in first and last name, read-only until Edit', () => {
    renderPage(
      <PersonalInfoFormCard profile={{ full_name: 'Ana María López', city: 'Sevilla' }} />,
    );
    expect(field('First name')).toHaveValue('Ana');
    expect(field('Last name')).toHaveValue('María López');
    expect(field('City')).toHaveValue('Sevilla');
    expect(field('First name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Cancel puts the stored values back', async () => {
    const user = userEvent.setup();
    renderPage(<PersonalInfoFormCard profile={{ full_name: 'Ana López' }} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('First name')).toHaveValue('Ana');
    expect(field('First name')).toHaveAttribute('readonly');
  });

  it('Save sends the joined, trimmed full name and returns to view mode', async () => {
    const bodies = fakePut((body) =>
      json(200, record((body as { personal_info: UserSettings['personal_info'] }).personal_info)),
    );
    const user = userEvent.setup();
    renderPage(<PersonalInfoFormCard profile={{ full_name: 'Ana López' }} />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field('Last name'));
    await user.type(field('Last name'), '  Ruiz Gil  ');
    await user.type(field('Occupation'), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(bodies).toEqual([
      {
        personal_info: expect.objectContaining({
          full_name: 'Ana Ruiz Gil',
          occupation: 'Engineer',
          phone: '',
          city: '',
          country: '',
          address: '',
        }) as unknown,
      },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('saved');
  });

  it('stays in edit mode with the error in a red banner when saving fails', async () => {
    fakePut(() => json(422, { detail: [{ msg: 'Must be an http:// or https:// URL' }] }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<PersonalInfoFormCard profile={{}} />, {
      auth: testAuth({ user: testUser({ user_metadata: { first_name: 'Ana' } }) }),
    });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field('First name')).toHaveValue('Ana');
    await user.type(field('Website'), 'https://example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Must be an http:// or https:// URL',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(field('Website')).toHaveValue('https://example');
  });
});
