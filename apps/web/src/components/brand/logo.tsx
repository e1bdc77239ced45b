import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The Ascend mark and name, linking home. Inline SVG: no request, no layout shift. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={cn('flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight', className)}
    >
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="ascend-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#6d28d9" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#ascend-logo-gradient)" />
        <path d="M9 22 16 8l7 14h-4.2L16 16l-2.8 6z" fill="#fff" />
      </svg>
      <span>{t('appName')}</span>
    </Link>
  );
}
