import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Said wherever a score is: these are self-measurements, not a medical assessment. */
export function MedicalNotice() {
  const { t } = useTranslation('mental');
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-muted/50 p-3 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('notice')}</span>
    </p>
  );
}
