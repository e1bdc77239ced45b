import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { emailLocalPart } from '@/lib/user-display';
import { useProgress } from '../../api/get-progress';
import { UserAvatar } from '../user-avatar';
import { SidebarTooltip } from './sidebar-tooltip';

/** Avatar or initial, the e-mail's local part, 'Free Plan' and the level ('Lv N'); opens the profile. */
export function ProfileBlock({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const name = emailLocalPart(user?.email);
  // Shown once known: no level is invented while it loads.
  const level = useProgress().data?.level;
  return (
    <SidebarTooltip label={name} enabled={collapsed}>
      <Link
        to="/dashboard/profile"
        aria-label={collapsed ? t('sidebar.profileLabel', { name }) : undefined}
        className={cn(
          'flex items-center gap-3 rounded-xl transition-colors hover:bg-muted',
          collapsed ? 'justify-center p-1' : 'border border-border bg-background/60 p-3',
        )}
      >
        <UserAvatar user={user} className={collapsed ? 'size-9' : undefined} />
        {!collapsed && (
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold">{name}</span>
            <span className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
              <span>{t('sidebar.freePlan')}</span>
              {level !== undefined && (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="rounded bg-muted px-1.5 py-0.5 font-semibold text-foreground">
                    {t('sidebar.level', { level })}
                  </span>
                </>
              )}
            </span>
          </span>
        )}
      </Link>
    </SidebarTooltip>
  );
}
