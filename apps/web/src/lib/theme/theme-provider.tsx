import type { Theme } from '@ascend/contracts';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyTheme,
  onSystemThemeChange,
  readStoredTheme,
  resolveTheme,
  storeTheme,
} from './theme-storage';

export interface ThemeContextValue {
  /** What the person chose: light, dark or system. */
  theme: Theme;
  /** What is shown now. */
  resolvedTheme: 'light' | 'dark';
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [resolvedTheme, setResolvedTheme] = useState(() => resolveTheme(theme));

  useEffect(() => {
    const update = () => {
      const resolved = resolveTheme(theme);
      setResolvedTheme(resolved);
      applyTheme(resolved);
    };
    update();
    // "system" follows the OS live.
    return theme === 'system' ? onSystemThemeChange(update) : undefined;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme }),
    [theme, resolvedTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
