/**
 * One member as the league shows them to every member: rank, avatar, display name, level and the
 * week's points, and nothing else. Shared by the community page's list and the profile's preview
 * of what members see. The name is text (React escapes it), never markup.
 */
import type { LeagueEntry } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const OWN_AVATAR_PATH = '/api/v1/avatar/';

/** The server's own avatar URL by path (img-src 'self'), or nothing. */
function avatarPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname.startsWith(OWN_AVATAR_PATH) ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

export type LeagueRowEntry = Pick<
  LeagueEntry,
  'display_name' | 'avatar_url' | 'level' | 'points' | 'you'
> & { rank: number | null };

export function LeagueMemberRow({
  entry,
  as: Tag = 'li',
}: {
  entry: LeagueRowEntry;
  as?: 'li' | 'div';
}) {
  const { t, i18n } = useTranslation('league');
  const number = new Intl.NumberFormat(i18n.language);
  const avatar = avatarPath(entry.avatar_url);
  const initial = [...entry.display_name][0]?.toUpperCase() ?? '?';
  return (
    <Tag
      className={cn(
        'flex items-center gap-3 rounded-xl px-3 py-2.5',
        entry.you && 'bg-accent/10 ring-1 ring-accent/40',
      )}
    >
      <span className="w-10 shrink-0 text-right text-sm font-semibold tabular-nums text-muted-foreground">
        {entry.rank === null ? '–' : t('row.rank', { rank: number.format(entry.rank) })}
      </span>
      {avatar ? (
        <img src={avatar} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
        >
          {initial}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {entry.display_name}
          {entry.you && (
            <span className="ml-1.5 text-xs text-muted-foreground">{t('row.you')}</span>
          )}
        </span>
        <span className="block text-xs text-muted-foreground">
          {t('row.level', { level: number.format(entry.level) })}
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums">
        {t('row.points', { count: entry.points, points: number.format(entry.points) })}
      </span>
    </Tag>
  );
}
