import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { runtimeConfig } from '@/lib/runtime-config';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * /discord: links to it open in a new tab (target=_blank), and this page forwards that tab to the
 * configured community. Without a community configured it says so.
 */
export function DiscordRedirect() {
  const { t } = useTranslation('layout');
  const { communityUrl } = runtimeConfig();
  useDocumentMeta(t('community.metaTitle'));
  useEffect(() => {
    if (communityUrl) window.location.replace(communityUrl);
  }, [communityUrl]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">
        {communityUrl ? t('community.redirecting') : t('community.unavailableTitle')}
      </h1>
      {communityUrl ? (
        <p className="mt-4 text-muted-foreground">
          <a href={communityUrl} className="font-medium text-accent underline underline-offset-4">
            {t('community.openManually')}
          </a>
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted-foreground">{t('community.unavailableBody')}</p>
          <Link to="/" className={buttonClasses('primary', 'mt-8')}>
            {t('community.backHome')}
          </Link>
        </>
      )}
    </section>
  );
}
