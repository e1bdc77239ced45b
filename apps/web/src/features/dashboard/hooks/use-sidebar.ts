import { useCallback, useEffect, useState } from 'react';

/** Where the wide/narrow choice is remembered (large screens). */
export const SIDEBAR_STORAGE_KEY = 'ascend-sidebar';
const SIDEBAR_SHORTCUT_KEY = 'b';
/** Tailwind's `lg`: from here the sidebar is docked; below it is a slide-over. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, collapsed ? 'collapsed' : 'expanded');
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

function matchesDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

export interface SidebarState {
  /** Narrow (icons only) on large screens. */
  collapsed: boolean;
  /** The slide-over is open on small screens. */
  mobileOpen: boolean;
  isDesktop: boolean;
  setMobileOpen: (open: boolean) => void;
  /** Collapses/expands on large screens, opens/closes the slide-over on small ones. */
  toggle: () => void;
}

/**
 * The sidebar's state, after shadcn/ui's sidebar: remembered in localStorage, toggled with
 * Ctrl+B (Cmd+B on macOS) anywhere on the page.
 */
export function useSidebar(): SidebarState {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [isDesktop, setIsDesktop] = useState(matchesDesktop);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => {
      setIsDesktop(query.matches);
      // A slide-over left open must not reappear when the window narrows again.
      if (query.matches) setMobileOpen(false);
    };
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const toggle = useCallback(() => {
    if (matchesDesktop()) {
      setCollapsed((previous) => {
        storeCollapsed(!previous);
        return !previous;
      });
    } else {
      setMobileOpen((open) => !open);
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { collapsed, mobileOpen, isDesktop, setMobileOpen, toggle };
}
