import { useRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/landing-page';
import { hasAuthStateToRestore, prefetchAuthClient } from '@/lib/auth/auth-client';
import { AuthGuard } from './guards/auth-guard';
import { loadUserMenu } from './layouts/header/auth-control';
import { BareLayout } from './layouts/bare-layout';
import { PublicLayout } from './layouts/public-layout';
import { dashboardRoutes, fullPageRoutes, preloadSignedInPath } from './dashboard-routes';
import { ContactPage, LoginPage, ResetPasswordPage } from './lazy-routes';
import { DiscordRedirect } from './routes/discord-redirect';
import { PasswordStepRedirect } from './routes/password-step-redirect';
import { UserDataLifecycle } from './user-data-lifecycle';
import { NotFoundPage } from './routes/not-found-page';

/** Every route and who may see it, in one place. */
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'contact', element: <ContactPage /> },
      {
        path: 'login',
        element: (
          <AuthGuard mode="signedOut">
            <LoginPage />
          </AuthGuard>
        ),
      },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      {
        path: 'dashboard',
        element: <AuthGuard />,
        children: dashboardRoutes,
      },
      { path: 'discord', element: <DiscordRedirect /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    // Account and settings hide the header, footer and noise overlay.
    element: <BareLayout />,
    children: [{ element: <AuthGuard />, children: fullPageRoutes }],
  },
];

// A returning signed-in visitor: the auth client and, on a signed-in page, that page's code start
// downloading now, before the first render, all in parallel. The page's many preload links get a
// task of their own rather than lengthening this one.
if (hasAuthStateToRestore()) {
  prefetchAuthClient();
  setTimeout(() => preloadSignedInPath(window.location.pathname, [loadUserMenu]), 0);
}

/**
 * Declarative routing: no loaders are used, and it keeps the data router out of the bundle.
 * Beside the routes, whatever the page, the user's cached data is forgotten on sign-out.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <>
      <UserDataLifecycle />
      <PasswordStepRedirect />
      {page}
    </>
  );
}
