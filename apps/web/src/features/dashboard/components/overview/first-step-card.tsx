import { ClipboardCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { NextStepCard } from '@/components/ui/next-step-card';

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
      <NextStepCard
        icon={Sparkles}
        title={t('overview.firstStep.title')}
        text={t('overview.firstStep.text')}
        action={t('overview.firstStep.action')}
        to="/dashboard/tracking"
      />
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
