import { Tooltip } from 'radix-ui';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { UserQueryProvider } from '@/lib/user-query-provider';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { sectionOfPath } from '../config/navigation';
import { useSidebar } from '../hooks/use-sidebar';
import { DashboardHeader } from './dashboard-header';
import { AchievementToasts } from './progress/achievement-toasts';
import { DesktopSidebar } from './sidebar/desktop-sidebar';
import { MobileSidebar } from './sidebar/mobile-sidebar';

/**
 * The signed-in area: the sidebar, the section header and the page. `fullPage` is the variant of
 * /account and /settings, which have no site header above them. `background` is what runs beside
 * the pages with the same data (app/ composes it in: the preference sync).
 */
export function DashboardLayout({
  fullPage = false,
  background,
}: {
  fullPage?: boolean;
  background?: ReactNode;
}) {
  return (
    <UserQueryProvider>
      <DashboardShell fullPage={fullPage} />
      {/* Its own boundary: the toast's strings load without holding up the page. */}
      <Suspense fallback={null}>
        <AchievementToasts />
      </Suspense>
      {background}
    </UserQueryProvider>
  );
}

function DashboardShell({ fullPage }: { fullPage: boolean }) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  const section = sectionOfPath(pathname);
  const sidebar = useSidebar();
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  useDocumentMeta(t('meta.title', { section: t(`sections.${section}.title`) }));

  // The slide-over closes on navigation (state adjusted during render, as React advises).
  const [shownPath, setShownPath] = useState(pathname);
  // Without the site layout around it, the page supplies its own main landmark.
  const Content = fullPage ? 'main' : 'div';
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (sidebar.mobileOpen) sidebar.setMobileOpen(false);
  }

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className={fullPage ? 'flex min-h-dvh w-full' : 'flex min-h-[calc(100dvh-4rem)] w-full'}>
        <DesktopSidebar collapsed={sidebar.collapsed} section={section} fullPage={fullPage} />
        <MobileSidebar
          open={sidebar.mobileOpen}
          onOpenChange={sidebar.setMobileOpen}
          section={section}
          returnFocusRef={mobileButtonRef}
          fullPage={fullPage}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <DashboardHeader
            section={section}
            collapsed={sidebar.collapsed}
            mobileOpen={sidebar.mobileOpen}
            onToggle={sidebar.toggle}
            onOpenMobile={() => sidebar.setMobileOpen(true)}
            mobileButtonRef={mobileButtonRef}
            fullPage={fullPage}
          />
          <Content className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
            <Suspense fallback={<Spinner />}>
              <Outlet />
            </Suspense>
          </Content>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
