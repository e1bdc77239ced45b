/**
 * The link to a source a figure or a finding comes from: underlined in the text's colour, opening in
 * a new tab, which a screen reader is told. The icon is as tall as the text around it.
 */
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SourceLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-2"
    >
      {children}
      <ExternalLink className="size-[1em]" aria-hidden="true" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}
