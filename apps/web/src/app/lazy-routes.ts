/**
 * Pages loaded on demand, and their preloading when the browser is idle (time-out 200 ms), so a
 * click on Contact or Login finds its code already here.
 */
import { lazy } from 'react';
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

export const IDLE_PRELOAD_TIMEOUT_MS = 200;

/** Starts every lazy page's download once the browser is idle (at the latest after 200 ms). */
export function preloadWhenIdle(): () => void {
  const preload = () => {
    // The signed-in pages too: after sign-in the dashboard opens without waiting for its code.
    for (const load of [...Object.values(loaders), ...Object.values(dashboardLoaders)]) {
      load().catch(() => {
        // Preloading is best effort; the real navigation retries and reports.
      });
    }
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(preload, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: a plain time-out stands in.
  const handle = globalThis.setTimeout(preload, IDLE_PRELOAD_TIMEOUT_MS);
  return () => globalThis.clearTimeout(handle);
}
