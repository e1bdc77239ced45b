import { ArrowUpRight, BookOpen, Mail, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { runtimeConfig } from '@/lib/runtime-config';

function Card({
  icon,
  title,
  children,
  id,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className="scroll-mt-24 rounded-2xl border border-border bg-card p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <span className="grid size-8 place-items-center rounded-lg bg-accent/12 text-accent">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

/** Quick links: the ones that exist lead somewhere; the rest say they are coming. */
const QUICK_LINKS = [
  { key: 'faq', to: '/#faq' },
  { key: 'billing', to: '/#pricing' },
  { key: 'apiDocs', to: null },
  { key: 'privacy', to: null },
  { key: 'terms', to: null },
] as const;

export function ContactCards() {
  const { t } = useTranslation('contact');
  const { supportEmail, businessEmail, pressEmail } = runtimeConfig();
  const emails = [
    { key: 'support', address: supportEmail },
    { key: 'business', address: businessEmail },
    { key: 'press', address: pressEmail },
  ];
  return (
    <div className="grid gap-4">
      <Card
        icon={<MessageCircle className="size-4" aria-hidden="true" />}
        title={t('cards.chat.title')}
      >
        <p className="text-muted-foreground">{t('cards.chat.body')}</p>
        <a
          href="/discord"
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1 font-semibold text-accent hover:underline"
        >
          {t('cards.chat.cta')}
          <ArrowUpRight className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
      </Card>
      <Card icon={<Mail className="size-4" aria-hidden="true" />} title={t('cards.email.title')}>
        <dl className="grid gap-3">
          {emails.map(({ key, address }) => (
            <div key={key}>
              <dt className="text-muted-foreground">{t(`cards.email.${key}`)}</dt>
              <dd>
                <a href={`mailto:${address}`} className="break-all font-medium hover:text-accent">
                  {address}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card
        id="quick-links"
        icon={<BookOpen className="size-4" aria-hidden="true" />}
        title={t('cards.links.title')}
      >
        <ul className="grid gap-2">
          {QUICK_LINKS.map(({ key, to }) => (
            <li key={key} className="flex items-center justify-between gap-2">
              {to ? (
                <Link to={to} className="font-medium hover:text-accent">
                  {t(`cards.links.${key}`)}
                </Link>
              ) : (
                <>
                  <span className="text-muted-foreground">{t(`cards.links.${key}`)}</span>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    {t('cards.links.soon')}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
