/**
 * What the page owes its readers: Open Food Facts' attribution (their database is under the Open
 * Database License, their images under CC BY-SA) and USDA's for the starter library, and that the
 * targets are no medical advice.
 */
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// Their conditions for reuse (openfoodfacts-web, lang/en/texts/data.html): the database under the
// ODbL 1.0, product images under CC BY-SA 3.0.
const OFF_URL = 'https://world.openfoodfacts.org';
const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1.0/';
export const CC_BY_SA_URL = 'https://creativecommons.org/licenses/by-sa/3.0/deed.en';

export const linkClass = 'font-medium text-accent underline underline-offset-2';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

export function DataAttribution() {
  const { t } = useTranslation('nutrition');
  return (
    <footer className="grid gap-1 border-t border-border pt-4 text-xs text-muted-foreground">
      <p>
        {t('attribution.offData')} <ExternalLink href={OFF_URL}>Open Food Facts</ExternalLink> (
        <ExternalLink href={ODBL_URL}>{t('attribution.odbl')}</ExternalLink>);{' '}
        {t('attribution.photos')}
      </p>
      <p>{t('attribution.usda')}</p>
    </footer>
  );
}

export function MedicalNotice() {
  const { t } = useTranslation('nutrition');
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-3 py-2.5 text-sm text-amber-900 dark:text-amber-200">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('targets.notMedical')}</span>
    </p>
  );
}
