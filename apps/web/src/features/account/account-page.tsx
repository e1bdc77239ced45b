import { Lock, Shield, SlidersHorizontal, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CacheNotice } from '@/components/ui/cache-notice';
import { FormMessage } from '@/components/ui/form-message';
import { SectionPanel, SectionTabs } from '@/components/ui/section-tabs';
import { Spinner } from '@/components/ui/spinner';
import { useSectionInAddress } from '@/hooks/use-section-in-address';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useProfile } from './api/get-profile';
import { AvatarCard } from './components/avatar-card';
import { PersonalInfoFormCard } from './components/personal-info-form';
import { PreferencesSection } from './components/preferences-section';
import { PrivacySection } from './components/privacy-section';
import { SecuritySection } from './components/security-section';

const SECTIONS = ['account', 'security', 'preferences', 'privacy'] as const;
const ICONS = {
  account: UserRound,
  security: Shield,
  preferences: SlidersHorizontal,
  privacy: Lock,
};

/** Account (default), security, preferences and privacy; `?section=` keeps the choice linkable. */
export function AccountPage() {
  // The security cards word the auth service's refusals: their strings load with the page's.
  const { t } = useTranslation(['account', 'authErrors']);
  const { pathname } = useLocation();
  const section = useSectionInAddress(SECTIONS);
  const profile = useProfile();
  const messageOf = useApiErrorMessage();
  const settingsPath = pathname.startsWith('/dashboard') ? '/dashboard/settings' : '/settings';

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      {profile.isError && !profile.data && (
        <FormMessage kind="error">{messageOf(profile.error, t('errors.load'))}</FormMessage>
      )}
      {profile.fromCache && <CacheNotice>{t('fromCache')}</CacheNotice>}
      <SectionTabs
        label={t('sectionsLabel')}
        sections={SECTIONS}
        icons={ICONS}
        labelOf={(value) => t(`sections.${value}`)}
        {...section}
      >
        <SectionPanel value="account" className="grid gap-6">
          <AvatarCard />
          {profile.isPending ? (
            <Spinner className="min-h-40" />
          ) : (
            <PersonalInfoFormCard profile={profile.data} />
          )}
        </SectionPanel>
        <SectionPanel value="security">
          <SecuritySection />
        </SectionPanel>
        <SectionPanel value="preferences">
          <PreferencesSection settingsPath={settingsPath} />
        </SectionPanel>
        <SectionPanel value="privacy">
          <PrivacySection />
        </SectionPanel>
      </SectionTabs>
    </div>
  );
}
