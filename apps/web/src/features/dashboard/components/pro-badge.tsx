import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export function ProBadge({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md bg-gradient-to-r from-violet-600 to-fuchsia-600 px-1.5 py-0.5 text-[10px] font-bold uppercase leading-none tracking-wide text-white',
        className,
      )}
    >
      {t('proBadge')}
    </span>
  );
}
