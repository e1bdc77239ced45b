import { ArrowRight, ClipboardCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/**
 * What to do next: for a new user the first step (their first check-in), and later, on a day
 * without one yet, a gentle reminder. Nothing at all once today's check-in is done.
 */
export function FirstStepCard({
  isNewUser,
  hasCheckedInToday,
}: {
  isNewUser: boolean;
  hasCheckedInToday: boolean;
}) {
  const { t } = useTranslation('dashboard');
  if (isNewUser) {
    return (
      <section
        aria-labelledby="first-step"
        className="flex flex-col gap-4 rounded-2xl border border-violet-500/30 bg-gradient-to-br from-violet-600/12 via-card to-card p-5 sm:flex-row sm:items-center"
      >
        <Sparkles className="size-8 shrink-0 text-accent" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="first-step" className="text-base font-semibold">
            {t('overview.firstStep.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('overview.firstStep.text')}</p>
        </div>
        <Link to="/dashboard/tracking" className={buttonClasses('primary', 'shrink-0')}>
          {t('overview.firstStep.action')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </section>
    );
  }
  if (hasCheckedInToday) return null;
  return (
    <section
      aria-labelledby="check-in-prompt"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-card px-5 py-4 shadow-sm"
    >
      <ClipboardCheck className="size-5 shrink-0 text-accent" aria-hidden="true" />
      <h2 id="check-in-prompt" className="min-w-0 flex-1 text-sm font-medium">
        {t('overview.checkInPrompt.text')}
      </h2>
      <Link to="/dashboard/tracking" className={buttonClasses('secondary', 'h-9')}>
        {t('overview.checkInPrompt.action')}
      </Link>
    </section>
  );
}
