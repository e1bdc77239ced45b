import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, useHashScroll } from './use-hash-scroll';

function Page({ withTarget = true }: { withTarget?: boolean }) {
  useHashScroll();
  const [shown, setShown] = useState(withTarget);
  return (
    <>
      <button onClick={() => setShown(true)}>show</button>
      {shown && <section id="pricing">pricing</section>}
    </>
  );
}

describe('scrolling to the address hash', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom does no layout, so it has no scrollIntoView: record the calls instead.
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled(this.id, options);
    };
  });
  afterEach(() => {
    vi.useRealTimers();
    scrolled.mockReset();
  });

  it('scrolls smoothly to the element with that id after 100 ms', () => {
    render(
      <MemoryRouter initialEntries={['/#pricing']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolled).toHaveBeenCalledWith('pricing', { behavior: 'smooth', block: 'start' });
  });

  it('waits for a section that is still loading', () => {
    const { getByText } = render(
      <MemoryRouter initialEntries={['/#pricing']}>
        <Page withTarget={false} />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 3);
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      getByText('show').click();
    });
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    });
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a hash', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    });
    expect(scrolled).not.toHaveBeenCalled();
  });
});
