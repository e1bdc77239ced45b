import { ArrowRight, Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QUICK_ACTIONS } from '../../config/quick-actions';
import { ProBadge } from '../pro-badge';
import { UpgradeButton } from '../upgrade-button';
import { Card } from './card';

export function QuickActionsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('overview.quickActions.title')}>
      <ul className="grid gap-2">
        {QUICK_ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl border border-border p-3 text-sm font-medium transition-colors hover:bg-muted"
            >
              <span className="grid size-9 place-items-center rounded-lg bg-accent/12 text-accent">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex-1">{t(`overview.quickActions.${key}`)}</span>
              <ArrowRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function AssistantUpsellCard() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-gradient-to-br from-violet-600/15 via-fuchsia-500/10 to-transparent p-5">
      <div className="flex items-center gap-2">
        <Bot className="size-5 text-accent" aria-hidden="true" />
        <h2 className="text-base font-semibold">{t('overview.assistant.title')}</h2>
        <ProBadge />
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{t('overview.assistant.description')}</p>
      <UpgradeButton className="mt-4" />
    </section>
  );
}
