import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { rememberSelectedPlan } from '@/lib/auth/selected-plan';
import { cn } from '@/lib/cn';

/** No payment yet (decisions.md): remembers the Pro plan and opens the pricing section. */
export function UpgradeButton({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={cn(
        buttonClasses('primary'),
        'bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white',
        className,
      )}
      onClick={() => {
        rememberSelectedPlan('pro');
        void navigate('/#pricing');
      }}
    >
      <Sparkles className="size-4" aria-hidden="true" />
      {t('pro.upgrade')}
    </button>
  );
}
