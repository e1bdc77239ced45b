import type { User } from '@supabase/auth-js';
import { ChevronDown, LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACCOUNT_LINKS } from '@/config/navigation';
import { useAuth } from '@/lib/auth/use-auth';
import { avatarUrl, emailLocalPart } from '@/lib/user-display';

const ICONS = { '/dashboard': LayoutDashboard, '/account': UserRound, '/settings': Settings };

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted';

export function UserAvatar({ user }: { user: User }) {
  const name = emailLocalPart(user.email);
  const url = avatarUrl(user);
  return url ? (
    <img src={url} alt="" width={28} height={28} className="size-7 rounded-full object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-7 place-items-center rounded-full bg-accent text-xs font-bold uppercase text-accent-foreground"
    >
      {name.charAt(0) || '?'}
    </span>
  );
}

/** Signed-in menu: avatar or initial, the e-mail's local part, Dashboard, Account, Settings, Log out. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('layout');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const name = emailLocalPart(user.email);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex h-9 items-center gap-2 rounded-lg pl-1 pr-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted">
        <UserAvatar user={user} />
        {/* The accessible name starts with the visible text (WCAG 2.5.3): "ana, account menu". */}
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
        <span className="sr-only">{t('userMenu.label')}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-xl border border-border bg-card p-1 shadow-xl shadow-black/10"
        >
          <DropdownMenu.Label className="truncate px-2 py-2 text-xs text-muted-foreground">
            {user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {ACCOUNT_LINKS.map(({ key, to }) => {
            const Icon = ICONS[to as keyof typeof ICONS];
            return (
              <DropdownMenu.Item key={key} asChild className={ITEM}>
                <Link to={to}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(key)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={ITEM}
            onSelect={() => {
              void signOut().then(() => navigate('/'));
            }}
          >
            <LogOut className="size-4" aria-hidden="true" />
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
