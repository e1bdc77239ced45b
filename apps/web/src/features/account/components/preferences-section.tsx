import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { usePreferences } from '../api/get-preferences';

/** A summary of language, zone and theme; they are changed on the settings page. */
export function PreferencesSection({ settingsPath }: { settingsPath: string }) {
  const { t } = useTranslation('account');
  const { data } = usePreferences();
  const rows = data
    ? [
        { label: t('preferences.language'), value: t(`preferences.languages.${data.language}`) },
        { label: t('preferences.timezone'), value: data.timezone.replace(/_/g, ' ') },
        { label: t('preferences.theme'), value: t(`preferences.themes.${data.theme}`) },
      ]
    : [];
  return (
    <Panel title={t('preferences.title')} description={t('preferences.description')}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {rows.map(({ label, value }) => (
          <div key={label} className="rounded-xl bg-muted/60 p-4">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-sm font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={settingsPath} className={buttonClasses('secondary', 'mt-4')}>
        {t('preferences.open')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Panel>
  );
}
