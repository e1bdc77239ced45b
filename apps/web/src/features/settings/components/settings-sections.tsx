import type { UserPreferences, UserPreferencesUpdate } from '@ascend/contracts';
import { Monitor, Moon, RotateCcw, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { SwitchField } from '@/components/ui/switch-field';
import { cn } from '@/lib/cn';
import { SUPPORTED_LANGUAGES, THEMES } from '@/lib/preferences';
import { TimezonePicker } from './timezone-picker';
import { DayStartsAtField, UnitsField } from './tracking-preferences';

type Save = (change: UserPreferencesUpdate) => void;

interface SectionProps {
  preferences: UserPreferences;
  onSave: Save;
}

export function GeneralSection({ preferences, onSave, email }: SectionProps & { email: string }) {
  const { t } = useTranslation('settings');
  const emailId = useId();
  const languageId = useId();
  return (
    <Panel title={t('general.title')} description={t('general.description')}>
      <div className="grid gap-5">
        <div className="grid gap-2">
          <label htmlFor={emailId} className="text-sm font-medium">
            {t('general.email')}
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            readOnly
            aria-describedby={`${emailId}-hint`}
            className={cn(inputClasses, 'h-10 bg-muted/60')}
          />
          <p id={`${emailId}-hint`} className="text-xs text-muted-foreground">
            {t('general.emailHint')}
          </p>
        </div>
        <div className="grid gap-2">
          <label htmlFor={languageId} className="text-sm font-medium">
            {t('general.language')}
          </label>
          <select
            id={languageId}
            value={preferences.language}
            onChange={(event) =>
              onSave({ language: event.target.value as UserPreferences['language'] })
            }
            className={cn(inputClasses, 'h-10')}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`general.languages.${language}`)}
              </option>
            ))}
          </select>
        </div>
        <TimezonePicker
          value={preferences.timezone}
          onChange={(timezone) => onSave({ timezone })}
        />
        <DayStartsAtField value={preferences.dayStartsAt} onSave={onSave} />
        <UnitsField value={preferences.units} onSave={onSave} />
      </div>
    </Panel>
  );
}

export function NotificationsSection({ preferences, onSave }: SectionProps) {
  const { t } = useTranslation('settings');
  const keys = Object.keys(preferences.notifications) as (keyof UserPreferences['notifications'])[];
  return (
    <Panel title={t('notifications.title')} description={t('notifications.description')}>
      <div className="divide-y divide-border">
        {keys.map((key) => (
          <SwitchField
            key={key}
            label={t(`notifications.${key}.label`)}
            description={t(`notifications.${key}.description`)}
            checked={preferences.notifications[key]}
            onCheckedChange={(checked) => onSave({ notifications: { [key]: checked } })}
          />
        ))}
      </div>
    </Panel>
  );
}

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function AppearanceSection({ preferences, onSave }: SectionProps) {
  const { t } = useTranslation('settings');
  const name = useId();
  return (
    <Panel title={t('appearance.title')} description={t('appearance.description')}>
      <fieldset>
        <legend className="mb-3 text-sm font-medium">{t('appearance.theme')}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {THEMES.map((theme) => {
            const Icon = THEME_ICONS[theme];
            const checked = preferences.theme === theme;
            return (
              <label
                key={theme}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border p-4 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-accent bg-accent/10 text-foreground'
                    : 'border-border hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={theme}
                  checked={checked}
                  onChange={() => onSave({ theme })}
                  className="sr-only"
                />
                <Icon className="size-5" aria-hidden="true" />
                {t(`appearance.themes.${theme}`)}
              </label>
            );
          })}
        </div>
      </fieldset>
    </Panel>
  );
}

export function AdvancedSection({
  preferences,
  onSave,
  version,
  onReset,
  resetting,
}: SectionProps & { version: string; onReset: () => void; resetting: boolean }) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);
  const keys = Object.keys(preferences.privacy) as (keyof UserPreferences['privacy'])[];
  return (
    <div className="grid gap-6">
      <Panel title={t('privacy.title')} description={t('privacy.description')}>
        <div className="divide-y divide-border">
          {keys.map((key) => (
            <SwitchField
              key={key}
              label={t(`privacy.${key}.label`)}
              description={t(`privacy.${key}.description`)}
              checked={preferences.privacy[key]}
              onCheckedChange={(checked) => onSave({ privacy: { [key]: checked } })}
            />
          ))}
        </div>
      </Panel>
      <Panel title={t('advanced.title')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div className="rounded-xl bg-muted/60 p-4">
            <dt className="text-muted-foreground">{t('advanced.plan')}</dt>
            <dd className="mt-1 font-semibold">{t('advanced.freePlan')}</dd>
          </div>
          <div className="rounded-xl bg-muted/60 p-4">
            <dt className="text-muted-foreground">{t('advanced.version')}</dt>
            <dd className="mt-1 font-mono font-semibold">{version}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4">
          <div>
            <p className="text-sm font-medium">{t('advanced.reset')}</p>
            <p className="mt-0.5 text-sm text-muted-foreground">{t('advanced.resetDescription')}</p>
          </div>
          {confirming ? (
            <div
              className="flex flex-wrap items-center gap-2"
              role="group"
              aria-label={t('advanced.confirmReset')}
            >
              <span className="text-sm font-medium">{t('advanced.confirmReset')}</span>
              <Button
                onClick={() => {
                  setConfirming(false);
                  onReset();
                }}
              >
                {t('advanced.confirmYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('advanced.confirmNo')}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={resetting}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {resetting ? t('advanced.resetting') : t('advanced.resetButton')}
            </Button>
          )}
        </div>
      </Panel>
    </div>
  );
}
