import { History } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Says a page shows the copy saved in this browser while the server's is being fetched. It floats
 * over the page's foot instead of taking a row above the content, so nothing moves when the
 * refresh arrives a moment later and the notice goes.
 */
export function CacheNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-xs font-medium text-muted-foreground shadow-lg"
    >
      <History className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
