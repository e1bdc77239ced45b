/**
 * Pages loaded on demand, and their preloading when the browser is idle (time-out 200 ms), so a
 * click on Contact or Login finds its code already here.
 */
import { lazy } from 'react';
import { hasAuthStateToRestore } from '@/lib/auth/auth-client';
import { dashboardLoaders } from './dashboard-routes';

const loaders = {
  contact: () => import('@/features/contact/contact-page'),
  login: () => import('@/features/auth/login-page'),
  resetPassword: () => import('@/features/auth/reset-password-page'),
  authDialog: () => import('@/features/auth/auth-dialog'),
} as const;

export const ContactPage = lazy(() => loaders.contact().then((m) => ({ default: m.ContactPage })));
export const LoginPage = lazy(() => loaders.login().then((m) => ({ default: m.LoginPage })));
export const ResetPasswordPage = lazy(() =>
  loaders.resetPassword().then((m) => ({ default: m.ResetPasswordPage })),
);
export const AuthDialog = lazy(() => loaders.authDialog().then((m) => ({ default: m.AuthDialog })));

const IDLE_PRELOAD_TIMEOUT_MS = 200;

type Loader = () => Promise<unknown>;

/** Runs `task` when the browser is idle (at the latest after the time-out); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a plain time-out stands in.
  const handle = globalThis.setTimeout(task, IDLE_PRELOAD_TIMEOUT_MS);
  return () => globalThis.clearTimeout(handle);
}

/**
 * Starts every lazy page's download once the browser is idle (at the latest after 200 ms), one
 * page per idle moment: each import adds its chunks' preload links, and all of them at once
 * would be one long task while the page is still starting. A visitor who arrives signed in gets
 * the signed-in pages only (sign-in, password reset and the dialog load if they sign out).
 */
export function preloadWhenIdle(): () => void {
  // The signed-in pages too: after sign-in the dashboard opens without waiting for its code.
  const queue: Loader[] = [
    ...(hasAuthStateToRestore() ? [loaders.contact] : Object.values(loaders)),
    ...Object.values(dashboardLoaders),
  ];
  let cancel = whenIdle(function next() {
    const load = queue.shift();
    if (!load) return;
    load().catch(() => {
      // Preloading is best effort; the real navigation retries and reports.
    });
    cancel = whenIdle(next);
  });
  return () => cancel();
}
