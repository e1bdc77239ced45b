import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authFetch, json, stubbedClientFactory } from '@/test-support/auth-protocol-stub';
import { loadedI18n, renderPublic } from '@/test-support/render-public';
import { PricingSection } from './pricing-section';

describe('the pricing section', () => {
  it('lists the four plans with their prices and limits, Pro marked most popular', async () => {
    const i18n = await loadedI18n('en');
    renderPublic(<PricingSection />, {
      i18n,
      loadClient: stubbedClientFactory(authFetch(() => json(200, {}))),
    });
    const plans = screen
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('aria-labelledby'));
    expect(plans.map((plan) => within(plan).getByRole('heading').textContent)).toEqual([
      'Free',
      'Basic',
      'Pro',
      'Elite',
    ]);
    expect(plans.map((plan) => /\$\d+/.exec(plan.textContent ?? '')?.[0])).toEqual([
      '$0',
      '$19',
      '$49',
      '$149',
    ]);
    expect(plans[0]).toHaveTextContent('3 face scans per month');
    expect(plans[0]).toHaveTextContent('5 product searches per month');
    expect(plans[1]).toHaveTextContent('20 face scans per month');
    expect(plans[1]).toHaveTextContent('10 product searches per month');
    expect(plans[2]).toHaveTextContent('Unlimited scans');
    expect(plans[2]).toHaveTextContent('50 AI gym sessions per month');
    expect(plans[2]).toHaveTextContent('MOST POPULAR');
    expect(plans[3]).toHaveTextContent('Unlimited everything');
  });
});
