import { fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  installProductFakeTimers,
  loadedI18n,
  restoreRealTimers,
} from '@/test-support/render-public';
import { SCIENCE_INTERVAL_MS, ScienceCarousel } from './science-carousel';

let i18n: I18n;

function renderCarousel() {
  installProductFakeTimers();
  render(
    <I18nextProvider i18n={i18n}>
      <ScienceCarousel />
    </I18nextProvider>,
  );
}

function currentStep(): string {
  const current = screen
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
}

describe('the science carousel', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => restoreRealTimers());

  it('moves through its 3 steps every 4 s, wrapping around', async () => {
    renderCarousel();
    expect(currentStep()).toContain('Capture');
    await advance(SCIENCE_INTERVAL_MS - 1);
    expect(currentStep()).toContain('Capture');
    await advance(1);
    expect(currentStep()).toContain('Analyse');
    await advance(SCIENCE_INTERVAL_MS);
    expect(currentStep()).toContain('Improve');
    await advance(SCIENCE_INTERVAL_MS);
    expect(currentStep()).toContain('Capture');
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    renderCarousel();
    const carousel = screen.getByTestId('science-carousel');
    fireEvent.mouseEnter(carousel);
    await advance(SCIENCE_INTERVAL_MS * 3);
    expect(currentStep()).toContain('Capture');
    fireEvent.mouseLeave(carousel);
    await advance(SCIENCE_INTERVAL_MS);
    expect(currentStep()).toContain('Analyse');
  });

  it('shows a step when it is clicked', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: /Improve/ }));
    expect(currentStep()).toContain('Improve');
    expect(screen.getByTestId('science-panel-improve')).not.toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('science-panel-capture')).toHaveAttribute('aria-hidden', 'true');
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCarousel();
    await advance(SCIENCE_INTERVAL_MS * 4);
    expect(currentStep()).toContain('Capture');
  });
});
