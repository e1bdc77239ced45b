import { fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  installProductFakeTimers,
  loadedI18n,
  restoreRealTimers,
} from '@/test-support/render-public';
import { SWIPE_THRESHOLD_PX } from '../hooks/use-swipe';
import { FEATURE_INTERVAL_MS, FEATURE_MANUAL_PAUSE_MS, FeatureCarousel } from './feature-carousel';

let i18n: I18n;

function renderCarousel() {
  installProductFakeTimers();
  render(
    <I18nextProvider i18n={i18n}>
      <FeatureCarousel />
    </I18nextProvider>,
  );
}

/** The visible slide ("n of 12"); hidden slides are out of the accessibility tree. */
function shownSlide(): string {
  return screen.getByRole('group', { name: / of 12$/ }).getAttribute('aria-label') ?? '';
}

function shownTitle(): string {
  const slide = screen.getByRole('group', { name: / of 12$/ });
  return within(slide).getByRole('heading').textContent ?? '';
}

function swipe(from: number, to: number) {
  const slides = screen.getByTestId('feature-slides');
  fireEvent.touchStart(slides, { touches: [{ clientX: from, clientY: 100 }] });
  fireEvent.touchEnd(slides, { changedTouches: [{ clientX: to, clientY: 100 }] });
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the feature carousel', () => {
  beforeEach(async () => {
    i18n = await loadedI18n('en');
  });
  afterEach(() => restoreRealTimers());

  it('shows 12 cards, advancing every 8 s and wrapping around', async () => {
    renderCarousel();
    expect(shownSlide()).toBe('1 of 12');
    expect(shownTitle()).toBe('Face Complex Scan');
    await advance(FEATURE_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('1 of 12');
    await advance(1);
    expect(shownSlide()).toBe('2 of 12');
    await advance(FEATURE_INTERVAL_MS * 10);
    expect(shownSlide()).toBe('12 of 12');
    await advance(FEATURE_INTERVAL_MS);
    expect(shownSlide()).toBe('1 of 12');
  });

  it('moves with the arrows (wrapping) and then holds auto-advance for 10 s', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous feature' }));
    expect(shownSlide()).toBe('12 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(shownSlide()).toBe('1 of 12');
    await advance(FEATURE_MANUAL_PAUSE_MS);
    expect(shownSlide()).toBe('1 of 12');
    // After the hold, the 8 s period starts again.
    await advance(FEATURE_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('1 of 12');
    await advance(1);
    expect(shownSlide()).toBe('2 of 12');
  });

  it('restarts the 10 s hold on every manual move', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    await advance(FEATURE_MANUAL_PAUSE_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(shownSlide()).toBe('3 of 12');
    await advance(FEATURE_MANUAL_PAUSE_MS - 1);
    expect(shownSlide()).toBe('3 of 12');
    await advance(1);
    await advance(FEATURE_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('3 of 12');
    await advance(1);
    expect(shownSlide()).toBe('4 of 12');
  });

  it('follows swipes of more than 50 px only: left is next, right is previous', async () => {
    renderCarousel();
    swipe(200, 200 - SWIPE_THRESHOLD_PX);
    expect(shownSlide()).toBe('1 of 12');
    swipe(200, 200 - SWIPE_THRESHOLD_PX - 1);
    expect(shownSlide()).toBe('2 of 12');
    swipe(200, 200 + SWIPE_THRESHOLD_PX + 1);
    expect(shownSlide()).toBe('1 of 12');
    // A swipe is a manual move: it holds auto-advance too.
    await advance(FEATURE_INTERVAL_MS);
    expect(shownSlide()).toBe('1 of 12');
  });

  it('jumps to a card from its dot', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Sleep Scan' }));
    expect(shownTitle()).toBe('Sleep Scan');
    expect(screen.getByRole('button', { name: 'Sleep Scan' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('stops with the pause button and resumes with play', async () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic rotation' }));
    await advance(FEATURE_INTERVAL_MS * 3);
    expect(shownSlide()).toBe('1 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Resume automatic rotation' }));
    await advance(FEATURE_INTERVAL_MS);
    expect(shownSlide()).toBe('2 of 12');
  });

  it('does not auto-advance when the visitor prefers reduced motion', async () => {
    reduceMotion(true);
    renderCarousel();
    await advance(FEATURE_INTERVAL_MS * 5);
    expect(shownSlide()).toBe('1 of 12');
    fireEvent.click(screen.getByRole('button', { name: 'Next feature' }));
    expect(shownSlide()).toBe('2 of 12');
  });
});
