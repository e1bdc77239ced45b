import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScreen, renderPage } from '@/test-support/signed-in';
import { installFakeTrackingApi, TODAY } from '../../test-support/fake-tracking-api';
import { checkInFixture, habitFixture, markFixture } from '../../test-support/fixtures';
import { HistoryPanel } from './history-panel';

const read = habitFixture({ name: 'Read', start_date: '2026-01-01' });

function renderCalendar() {
  return renderPage(<HistoryPanel today={TODAY} units="metric" habits={[read]} />);
}

// TODAY is Wednesday 18 March 2026.
describe('history calendar', { timeout: 20_000 }, () => {
  beforeEach(() => fakeScreen(1280));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("names each past day's records, and offers no day after today", async () => {
    installFakeTrackingApi({
      habits: [read],
      checkIns: [checkInFixture({ date: '2026-03-16', mood: 4 })],
      marks: [markFixture({ habit_id: read.id, date: '2026-03-16', status: 'done' })],
    });
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    const monday = await within(grid).findByRole('button', {
      name: 'Monday, March 16, 2026. check-in recorded, 1 of 1 habits done',
    });
    expect(monday).toBeInTheDocument();
    expect(
      within(grid).getByRole('button', {
        name: 'Wednesday, March 18, 2026. Today. no check-in, 0 of 1 habits done',
      }),
    ).toHaveAttribute('aria-current', 'date');
    // Tomorrow and later are there to read, not to open.
    expect(within(grid).queryByRole('button', { name: /March 19, 2026/ })).not.toBeInTheDocument();
    expect(within(grid).getByText('Thursday, March 19, 2026').closest('td')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    // Monday first, each column named in full.
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveAccessibleName('Monday');
    expect(headers[6]).toHaveAccessibleName('Sunday');
  });

  it('moves by keyboard through days, weeks and months, never past today, and opens a day', async () => {
    const server = installFakeTrackingApi({ habits: [read] });
    const user = userEvent.setup();
    renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'March 2026' });
    // One Tab stop: today.
    const todayButton = within(grid).getByRole('button', { name: /March 18, 2026/ });
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([todayButton]);
    todayButton.focus();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(todayButton);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toHaveAccessibleName(/^Tuesday, March 17, 2026/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^Tuesday, March 10, 2026/);
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName(/^Monday, March 9, 2026/);
    await user.keyboard('{PageUp}');
    await screen.findByRole('grid', { name: 'February 2026' });
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^Monday, February 9, 2026/),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // From Feb 9 three weeks on is March 2: the month follows the focus.
    await screen.findByRole('grid', { name: 'March 2026' });
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/^Monday, March 2, 2026/),
    );
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^Sunday, March 8, 2026/);
    await user.keyboard('{PageDown}');
    // April is in the future: the focus stops at today.
    expect(document.activeElement).toHaveAccessibleName(/^Wednesday, March 18, 2026/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Sunday, March 15, 2026' });
    // The title takes the focus, not the first field (a phone's keyboard would cover the form).
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Sunday, March 15, 2026' })).toHaveFocus(),
    );
    await user.type(within(dialog).getByLabelText('Steps'), '4200');
    await user.click(within(dialog).getByRole('button', { name: 'Save check-in' }));
    await waitFor(() => expect(server.checkIns.get('2026-03-15')?.steps).toBe(4200));
    await user.click(within(dialog).getByRole('button', { name: 'Read: done' }));
    await waitFor(() =>
      expect(server.marks).toEqual([
        expect.objectContaining({ habit_id: read.id, date: '2026-03-15', status: 'done' }),
      ]),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('button', {
        name: 'Sunday, March 15, 2026. check-in recorded, 1 of 1 habits done',
      }),
    ).toBeInTheDocument();
  });

  it('goes back a month with the arrow buttons and loads that month', async () => {
    const server = installFakeTrackingApi({
      habits: [read],
      checkIns: [checkInFixture({ date: '2026-02-03', sleep_hours: 7 })],
    });
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByRole('grid', { name: 'March 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(
      await screen.findByRole('button', { name: /^Tuesday, February 3, 2026\. check-in recorded/ }),
    ).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toContain(
      '/check-ins?from=2026-02-01&to=2026-02-28',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeEnabled();
  });
});
