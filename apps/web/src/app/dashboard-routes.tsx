/**
 * The signed-in product's pages for the router: /dashboard and its sections, plus the full-page
 * /account and /settings. Every page is its own lazily loaded chunk, so none of it is in the
 * landing page's first download.
 */
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { preloadNamespaces } from '@/lib/i18n/resources';
import { NotFoundPage } from './routes/not-found-page';

export const dashboardLoaders = {
  layout: () => import('@/features/dashboard/components/dashboard-layout'),
  overview: () => import('@/features/dashboard/pages/overview-page'),
  account: () => import('@/features/account/account-page'),
  settings: () => import('@/features/settings/settings-page'),
  diary: () => import('@/features/diary/diary-page'),
  preferencesSync: () => import('@/features/settings/components/preferences-sync'),
  tracking: () => import('@/features/tracking/tracking-page'),
  habits: () => import('@/features/tracking/habits-page'),
  mental: () => import('@/features/mental/mental-page'),
  mentalTest: () => import('@/features/mental/test-page'),
  scans: () => import('@/features/scans/scans-page'),
  insights: () => import('@/features/insights/insights-page'),
  profile: () => import('@/features/dashboard/pages/profile-page'),
  community: () => import('@/features/community/community-page'),
  physical: () => import('@/features/physical/physical-page'),
  nutrition: () => import('@/features/nutrition/nutrition-page'),
} as const;

type Loader = () => Promise<unknown>;

/** The page of a signed-in path and the strings it shows besides the layout's, or null elsewhere. */
function signedInPage(pathname: string): { load: Loader; namespaces: string[] } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/dashboard') return { load: dashboardLoaders.overview, namespaces: ['progress'] };
  if (path === '/dashboard/profile') {
    return { load: dashboardLoaders.profile, namespaces: ['progress', 'league'] };
  }
  if (path === '/dashboard/account' || path === '/account') {
    return { load: dashboardLoaders.account, namespaces: ['account', 'authErrors'] };
  }
  if (path === '/dashboard/settings' || path === '/settings') {
    return { load: dashboardLoaders.settings, namespaces: ['settings'] };
  }
  if (path === '/dashboard/tracking') {
    return { load: dashboardLoaders.tracking, namespaces: ['tracking'] };
  }
  if (path === '/dashboard/tracking/habits') {
    return { load: dashboardLoaders.habits, namespaces: ['tracking'] };
  }
  if (path === '/dashboard/diary') return { load: dashboardLoaders.diary, namespaces: ['diary'] };
  if (path === '/dashboard/mental') {
    return { load: dashboardLoaders.mental, namespaces: ['mental', 'scans'] };
  }
  if (path.startsWith('/dashboard/mental/')) {
    return { load: dashboardLoaders.mentalTest, namespaces: ['mental', 'scans'] };
  }
  if (path.startsWith('/dashboard/scans')) {
    return { load: dashboardLoaders.scans, namespaces: ['scans'] };
  }
  if (path === '/dashboard/system') {
    return { load: dashboardLoaders.insights, namespaces: ['insights'] };
  }
  if (path === '/dashboard/community') {
    return { load: dashboardLoaders.community, namespaces: ['league'] };
  }
  if (path === '/dashboard/physical') {
    return { load: dashboardLoaders.physical, namespaces: ['physical'] };
  }
  if (path === '/dashboard/nutricional') {
    return { load: dashboardLoaders.nutrition, namespaces: ['nutrition'] };
  }
  return null;
}

/**
 * For a visitor who comes back signed in to a signed-in page: fetches its code and strings at
 * once, alongside the auth client, rather than one after the other once the session is restored
 * (layout, then its strings, then the page, then the API's strings before the settings request).
 * `extra` are the app shell's own pieces for signed-in visitors (the header's user menu).
 */
export function preloadSignedInPath(pathname: string, extra: readonly Loader[] = []): void {
  const page = signedInPage(pathname);
  if (!page) return;
  for (const load of [
    dashboardLoaders.layout,
    page.load,
    dashboardLoaders.preferencesSync,
    ...extra,
  ]) {
    load().catch(() => {
      // Best effort: the route's own load retries and reports.
    });
  }
  preloadNamespaces(['dashboard', 'api', ...page.namespaces]);
}

const DashboardLayout = lazy(() =>
  dashboardLoaders.layout().then((m) => ({ default: m.DashboardLayout })),
);
const OverviewPage = lazy(() =>
  dashboardLoaders.overview().then((m) => ({ default: m.OverviewPage })),
);
const AccountPage = lazy(() =>
  dashboardLoaders.account().then((m) => ({ default: m.AccountPage })),
);
const SettingsPage = lazy(() =>
  dashboardLoaders.settings().then((m) => ({ default: m.SettingsPage })),
);

const TrackingPage = lazy(() =>
  dashboardLoaders.tracking().then((m) => ({ default: m.TrackingPage })),
);
const HabitsPage = lazy(() => dashboardLoaders.habits().then((m) => ({ default: m.HabitsPage })));
const DiaryPage = lazy(() => dashboardLoaders.diary().then((m) => ({ default: m.DiaryPage })));
const MentalPage = lazy(() => dashboardLoaders.mental().then((m) => ({ default: m.MentalPage })));
const TestPage = lazy(() => dashboardLoaders.mentalTest().then((m) => ({ default: m.TestPage })));
const ScansPage = lazy(() => dashboardLoaders.scans().then((m) => ({ default: m.ScansPage })));
const InsightsPage = lazy(() =>
  dashboardLoaders.insights().then((m) => ({ default: m.InsightsPage })),
);
const ProfilePage = lazy(() =>
  dashboardLoaders.profile().then((m) => ({ default: m.ProfilePage })),
);
const CommunityPage = lazy(() =>
  dashboardLoaders.community().then((m) => ({ default: m.CommunityPage })),
);
const NutritionPage = lazy(() =>
  dashboardLoaders.nutrition().then((m) => ({ default: m.NutritionPage })),
);

const PhysicalPage = lazy(() =>
  dashboardLoaders.physical().then((m) => ({ default: m.PhysicalPage })),
);

const PreferencesSync = lazy(() =>
  dashboardLoaders.preferencesSync().then((m) => ({ default: m.PreferencesSync })),
);

/** The dashboard layout plus what runs while signed in: preferences follow the user. */
function SignedInArea({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <DashboardLayout
      fullPage={fullPage}
      background={
        <Suspense fallback={null}>
          <PreferencesSync />
        </Suspense>
      }
    />
  );
}

/** Children of the guarded /dashboard route. */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <SignedInArea />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'tracking', element: <TrackingPage /> },
      { path: 'tracking/habits', element: <HabitsPage /> },
      { path: 'diary', element: <DiaryPage /> },
      { path: 'mental', element: <MentalPage /> },
      { path: 'mental/:test', element: <TestPage /> },
      // The hub and, below it, the face scan (its own chunk): scans-page.tsx routes them.
      { path: 'scans/*', element: <ScansPage /> },
      { path: 'system', element: <InsightsPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'community', element: <CommunityPage /> },
      { path: 'physical', element: <PhysicalPage /> },
      { path: 'nutricional', element: <NutritionPage /> },
    ],
  },
  // Not a section: the site's not-found page, without a sidebar that would claim a section.
  { path: '*', element: <NotFoundPage /> },
];

/** Guarded /account and /settings: the same pages without the site header, footer and overlay. */
export const fullPageRoutes: RouteObject[] = [
  {
    element: <SignedInArea fullPage />,
    children: [
      { path: 'account', element: <AccountPage /> },
      { path: 'settings', element: <SettingsPage /> },
    ],
  },
];
