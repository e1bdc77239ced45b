import { ArrowUpRight, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { runtimeConfig } from '@/lib/runtime-config';
import { SECTION, SectionHeading } from './section-heading';

/** The chat widget when one is configured; otherwise a card inviting to /discord. */
export function CommunitySection() {
  const { t } = useTranslation('landingSections');
  const { communityWidgetUrl } = runtimeConfig();
  return (
    <section id="community" aria-labelledby="community-title" className={SECTION}>
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          id="community-title"
          eyebrow={t('community.eyebrow')}
          title={t('community.title')}
          lead={t('community.lead')}
        />
        {communityWidgetUrl ? (
          <iframe
            src={communityWidgetUrl}
            title={t('community.widgetTitle')}
            loading="lazy"
            sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            className="mt-12 h-[32rem] w-full rounded-3xl border border-border bg-card"
          />
        ) : (
          <div className="relative mt-12 overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-violet-600 to-fuchsia-600 p-8 text-white sm:p-12">
            <MessagesSquare
              className="absolute -right-8 -top-8 size-56 opacity-15"
              aria-hidden="true"
            />
            <div className="relative max-w-xl">
              <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('community.joinTitle')}
              </h3>
              <p className="mt-3 text-white/90">{t('community.joinBody')}</p>
              <a
                href="/discord"
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses(
                  'secondary',
                  'mt-8 h-12 border-transparent bg-white px-6 text-base text-violet-700 hover:bg-white/90',
                )}
              >
                {t('community.joinCta')}
                <ArrowUpRight className="size-4" aria-hidden="true" />
                <span className="sr-only">{t('community.opensInNewTab')}</span>
              </a>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
