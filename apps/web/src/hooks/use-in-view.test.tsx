import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInView } from './use-in-view';

/** jsdom has no layout: a stand-in observer that the test tells when the element is on screen. */
class ScriptedObserver {
  static last: ScriptedObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ScriptedObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  intersect(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.report(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

describe('useInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    ScriptedObserver.last = null;
  });

  it('stays false until the element comes within the margin, then stays true', () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    const ref = { current: document.createElement('div') };
    const { result } = renderHook(() => useInView(ref, '0px 0px -48px 0px'));
    const observer = ScriptedObserver.last!;
    expect(result.current).toBe(false);
    expect(observer.options.rootMargin).toBe('0px 0px -48px 0px');
    expect(observer.observed).toEqual([ref.current]);

    act(() => observer.intersect(false));
    expect(result.current).toBe(false);

    act(() => observer.intersect(true));
    expect(result.current).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const ref = { current: document.createElement('div') };
    const { result } = renderHook(() => useInView(ref));
    expect(result.current).toBe(true);
  });
});
