import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from './page-fallback';

/** For /account and /settings: no header, footer or noise overlay (spec §2). */
export function BareLayout() {
  return (
    <div className="min-h-dvh">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
