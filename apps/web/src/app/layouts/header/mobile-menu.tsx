import { LogIn, LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageButtons } from '@/components/controls/language-buttons';
import { FEATURE_MENU, PRIMARY_LINKS } from '@/config/navigation';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { useAuth } from '@/lib/auth/use-auth';

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium hover:bg-muted';

/** The small-screen menu: first three features, pricing, contact, login or logout. Closes on choice. */
export function MobileMenu({
  id,
  onClose,
}: {
  id: string;
  /** `returnFocus`: put focus back on the toggle (Escape), rather than leave it to the new page. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation('layout');
  const { user, signOut } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const navigate = useNavigate();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <nav
      id={id}
      aria-label={t('mobileMenu.label')}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-background px-4 pb-6 pt-2 lg:hidden"
    >
      <ul className="grid gap-1">
        {[...FEATURE_MENU, ...PRIMARY_LINKS].map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className={ITEM} onClick={() => onClose(false)}>
              {Icon && <Icon className="size-5 text-accent" aria-hidden="true" />}
              {t(key)}
            </Link>
          </li>
        ))}
        <li className="mt-2 border-t border-border pt-3">
          {user ? (
            <button
              type="button"
              className={ITEM}
              onClick={() => {
                onClose(false);
                void signOut().then(() => navigate('/'));
              }}
            >
              <LogOut className="size-5" aria-hidden="true" />
              {t('userMenu.logout')}
            </button>
          ) : (
            <button
              type="button"
              className={ITEM}
              onClick={() => {
                onClose(false);
                openAuthDialog({ mode: 'signIn' });
              }}
            >
              <LogIn className="size-5" aria-hidden="true" />
              {t('login')}
            </button>
          )}
        </li>
      </ul>
      <LanguageButtons className="mt-4 px-3 sm:hidden" />
    </nav>
  );
}
