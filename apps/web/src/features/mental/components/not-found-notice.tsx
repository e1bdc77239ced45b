import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { MENTAL_PATH } from '../config/tests';

/** `/dashboard/mental/<something that is no test>`. */
export function NotFoundNotice() {
  const { t } = useTranslation('mental');
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
      <h2 className="text-xl font-semibold">{t('unknownTest')}</h2>
      <Link to={MENTAL_PATH} className={buttonClasses('primary')}>
        {t('backToTests')}
      </Link>
    </div>
  );
}
