import type { User } from '@supabase/auth-js';
import { cn } from '@/lib/cn';
import { avatarUrl, userInitial } from '@/lib/user-display';

/** The uploaded picture, or the e-mail's initial on the accent colour. Decorative: names sit beside it. */
export function UserAvatar({ user, className }: { user: User | null; className?: string }) {
  const url = avatarUrl(user);
  return url ? (
    <img src={url} alt="" className={cn('size-10 shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-foreground',
        className,
      )}
    >
      {userInitial(user)}
    </span>
  );
}
