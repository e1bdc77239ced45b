import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { rememberSelectedPlan } from '@/lib/auth/selected-plan';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { PLANS, type Plan } from '../content/plans';
import { SECTION, SectionHeading } from './section-heading';

function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: (plan: Plan) => void }) {
  const { t } = useTranslation('pricing');
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-card p-6',
        plan.popular
          ? 'border-accent shadow-2xl shadow-violet-500/20 ring-1 ring-accent'
          : 'border-border',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-accent-foreground">
          {t('mostPopular')}
        </p>
      )}
      <h3 id={titleId} className="text-lg font-semibold">
        {t(`plans.${plan.id}.name`)}
      </h3>
      <p className="mt-2 min-h-10 text-sm text-muted-foreground">
        {t(`plans.${plan.id}.description`)}
      </p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight">${plan.price}</span>
        <span className="text-sm text-muted-foreground">{t('perMonth')}</span>
      </p>
      <Button
        variant={plan.popular ? 'primary' : 'secondary'}
        className="mt-6 h-11 w-full"
        onClick={() => onChoose(plan)}
        aria-describedby={titleId}
      >
        {t('getStarted')}
      </Button>
      <ul className="mt-6 grid gap-3 text-sm">
        {[...plan.limits, ...plan.features].map((key, index) => (
          <li key={key} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span className={index < plan.limits.length ? 'font-medium' : 'text-muted-foreground'}>
              {t(`items.${key}`)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PricingSection() {
  const { t } = useTranslation('pricing');
  const { user } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();

  // No payment yet: remember the choice and open sign-up (decisions.md).
  const choose = (plan: Plan) => {
    rememberSelectedPlan(plan.id);
    if (user) void navigate('/dashboard');
    else openAuthDialog({ mode: 'signUp' });
  };

  return (
    <section id="pricing" aria-labelledby="pricing-title" className={SECTION}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          lead={t('lead')}
        />
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onChoose={choose} />
          ))}
        </ul>
        <p className="mt-10 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <ShieldCheck className="size-4 text-accent" aria-hidden="true" />
            {t('guarantee')}
          </span>
          <span>{t('cancelAnytime')}</span>
        </p>
      </div>
    </section>
  );
}
