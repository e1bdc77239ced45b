import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedI18n } from '@/test-support/render-public';
import { startRest, type RestTimer } from '../lib/rest-timer';
import { RestTimerBar } from './rest-timer-bar';

const T0 = Date.UTC(2026, 10, 24, 7, 0);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

async function renderBar(timer: RestTimer | null, onChange = vi.fn()) {
  const i18n = await loadedI18n('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <RestTimerBar timer={timer} onChange={onChange} />
    </I18nextProvider>,
  );
}

describe('the rest timer bar', () => {
  it('shows the time left from the timestamps and announces the end once', async () => {
    await renderBar(startRest(T0, 90));
    expect(screen.getByTestId('rest-clock')).toHaveTextContent('1:30');
    expect(screen.getByRole('status')).toHaveTextContent('');

    // A tab in the background gets no ticks; the next one reads the clock afresh.
    act(() => {
      vi.setSystemTime(T0 + 61_000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByTestId('rest-clock')).toHaveTextContent('0:29');

    act(() => {
      vi.setSystemTime(T0 + 95_000);
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByTestId('rest-clock')).toHaveTextContent('0:00');
    expect(screen.getByRole('status')).toHaveTextContent('Rest is over');
  });

  it('adds and takes off 15 seconds, and skips', async () => {
    const onChange = vi.fn();
    await renderBar(startRest(T0, 90), onChange);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: '15 seconds more' }));
    expect(onChange).toHaveBeenLastCalledWith({ startedAt: T0, endsAt: T0 + 105_000 });
    await user.click(screen.getByRole('button', { name: '15 seconds less' }));
    expect(onChange).toHaveBeenLastCalledWith({ startedAt: T0, endsAt: T0 + 75_000 });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
