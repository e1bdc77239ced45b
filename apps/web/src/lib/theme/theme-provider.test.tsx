import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './theme-provider';
import { THEME_STORAGE_KEY } from './theme-storage';
import { useTheme } from './use-theme';

type Listener = () => void;

function fakeColorScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<Listener>();
  // jsdom has no matchMedia: stand in for the OS colour-scheme setting.
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? dark : false;
        },
        media: query,
        addEventListener: (_: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    setDark(next: boolean) {
      dark = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <span data-testid="theme">{theme}</span>
      <span data-testid="resolved">{resolvedTheme}</span>
      <button onClick={() => setTheme('dark')}>dark</button>
    </div>
  );
}

describe('ThemeProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to system and follows the OS live', () => {
    const os = fakeColorScheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('theme')).toHaveTextContent('system');
    expect(document.documentElement).not.toHaveClass('dark');
    act(() => os.setDark(true));
    expect(screen.getByTestId('resolved')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('stores an explicit choice under ascend-theme and stops following the OS', () => {
    const os = fakeColorScheme(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByText('dark').click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    act(() => os.setDark(false));
    expect(document.documentElement).toHaveClass('dark');
  });
});
