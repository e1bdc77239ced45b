import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthDialog } from '@/features/auth/auth-dialog';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { SELECTED_PLAN_STORAGE_KEY } from '@/lib/auth/selected-plan';
import {
  authFetch,
  json,
  requestsTo,
  stubbedClientFactory,
} from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';

/** The landing page's pricing and the sign-in dialog together, as the app composes them. */
describe('choosing a plan', () => {
  it('opens sign-up from Get Started and remembers the plan for the new account', async () => {
    const i18n = await loadedI18n('en');
    const fetch = authFetch(() => json(200, {}));
    renderPublic(
      <>
        <PricingSection />
        <AuthDialog />
      </>,
      { i18n, loadClient: stubbedClientFactory(fetch) },
    );
    const user = userEvent.setup();
    const pro = screen.getByRole('heading', { name: 'Pro' }).closest('li')!;
    await user.click(within(pro).getByRole('button', { name: 'Get Started' }));
    expect(localStorage.getItem(SELECTED_PLAN_STORAGE_KEY)).toBe('pro');
    expect(screen.getByRole('dialog', { name: 'Join Ascend' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('status');
    expect(requestsTo(fetch, '/signup')[0]?.body).toMatchObject({
      data: { selected_plan: 'pro', language: 'en' },
    });
  });
});
