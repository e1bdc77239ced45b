import { Bell, Palette, SlidersHorizontal, UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CacheNotice } from '@/components/ui/cache-notice';
import { FormMessage } from '@/components/ui/form-message';
import { LoadFailure } from '@/components/ui/load-failure';
import { SectionPanel, SectionTabs } from '@/components/ui/section-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useSectionInAddress } from '@/hooks/use-section-in-address';
import { useAuth } from '@/lib/auth/use-auth';
import { runtimeConfig } from '@/lib/runtime-config';
import { useTheme } from '@/lib/theme/use-theme';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useSettings } from './api/get-settings';
import { useResetSettings } from './api/reset-settings';
import {
  AdvancedSection,
  AppearanceSection,
  GeneralSection,
  NotificationsSection,
} from './components/settings-sections';
import { useSavePreference } from './hooks/use-save-preference';

const SECTIONS = ['general', 'notifications', 'appearance', 'advanced'] as const;
const ICONS = {
  general: UserCog,
  notifications: Bell,
  appearance: Palette,
  advanced: SlidersHorizontal,
};

/** General, notifications, appearance and advanced; every change is saved as it is made. */
export function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  const { user } = useAuth();
  const section = useSectionInAddress(SECTIONS);
  const settings = useSettings();
  const preferences = settings.data?.preferences;
  const { save, error } = useSavePreference(preferences);
  const reset = useResetSettings();
  const { setTheme } = useTheme();
  const messageOf = useApiErrorMessage();
  const resetError = reset.isError ? messageOf(reset.error, t('errors.reset')) : null;

  if (!preferences) {
    if (settings.isError) {
      return (
        <div className="mx-auto max-w-xl">
          <LoadFailure
            error={settings.error}
            fallback={t('errors.load')}
            retryLabel={t('retry')}
            onRetry={() => void settings.refetch()}
          />
        </div>
      );
    }
    return <Spinner />;
  }

  const onReset = () => {
    reset.mutate(undefined, {
      onSuccess: (record) => {
        void i18n.changeLanguage(record.preferences.language);
        setTheme(record.preferences.theme);
      },
    });
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      {settings.fromCache && <CacheNotice>{t('fromCache')}</CacheNotice>}
      {(error ?? resetError) && <FormMessage kind="error">{error ?? resetError}</FormMessage>}
      {reset.isSuccess && <FormMessage kind="success">{t('advanced.resetDone')}</FormMessage>}
      <SectionTabs
        label={t('sectionsLabel')}
        sections={SECTIONS}
        icons={ICONS}
        labelOf={(value) => t(`sections.${value}`)}
        {...section}
      >
        <SectionPanel value="general">
          <GeneralSection preferences={preferences} onSave={save} email={user?.email ?? ''} />
        </SectionPanel>
        <SectionPanel value="notifications">
          <NotificationsSection preferences={preferences} onSave={save} />
        </SectionPanel>
        <SectionPanel value="appearance">
          <AppearanceSection preferences={preferences} onSave={save} />
        </SectionPanel>
        <SectionPanel value="advanced">
          <AdvancedSection
            preferences={preferences}
            onSave={save}
            version={runtimeConfig().version}
            onReset={onReset}
            resetting={reset.isPending}
          />
        </SectionPanel>
      </SectionTabs>
    </div>
  );
}
