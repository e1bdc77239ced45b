import { useRoutes, type RouteObject } from 'react-router';
import { LandingPage } from '@/features/landing/landing-page';
import { AuthGuard } from './guards/auth-guard';
import { BareLayout } from './layouts/bare-layout';
import { PublicLayout } from './layouts/public-layout';
import { dashboardRoutes, fullPageRoutes } from './dashboard-routes';
import { ContactPage, LoginPage, ResetPasswordPage } from './lazy-routes';
import { DiscordRedirect } from './routes/discord-redirect';
import { NotFoundPage } from './routes/not-found-page';

/** Every route and who may see it, in one place. */
export const routes: RouteObject[] = [
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

/** Declarative routing: no loaders are used, and it keeps the data router out of the bundle. */
export function AppRoutes() {
  return useRoutes(routes);
}
