/** /dashboard/nutricional: the food diary, the product scan, own foods and targets. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { BarcodeScanner } from './scan/barcode-scanner';

export function NutritionPage() {
  const { t } = useTranslation('nutrition');
  const [barcode, setBarcode] = useState<string | null>(null);
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <Panel title={t('scan.title')} description={t('scan.description')}>
        <BarcodeScanner onBarcode={setBarcode} />
        {barcode && <p data-testid="barcode">{barcode}</p>}
      </Panel>
    </div>
  );
}
