import type { Overview } from '@ascend/contracts';
import {
  Brain,
  CircleCheck,
  ClipboardCheck,
  Medal,
  NotebookPen,
  ScanFace,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card';

type Kind = Overview['recent_activity'][number]['kind'];

const ICONS: Record<Kind, LucideIcon> = {
  check_in: ClipboardCheck,
  habit_done: CircleCheck,
  diary_entry: NotebookPen,
  scan: ScanFace,
  test: Brain,
  personal_record: Medal,
  achievement: Trophy,
};

/** "3 hours ago", "yesterday", "5 days ago": the largest unit that is at least one. */
function useRelativeTime(now: number) {
  const { i18n } = useTranslation();
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  return (iso: string) => {
    const minutes = Math.round((Date.parse(iso) - now) / 60_000);
    if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
    const hours = Math.round(minutes / 60);
    if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
    return relative.format(Math.round(hours / 24), 'day');
  };
}

/** The user's latest records, newest first; names they chose are shown as text. */
export function RecentActivityCard({ items }: { items: Overview['recent_activity'] }) {
  const { t } = useTranslation('dashboard');
  const { t: tProgress } = useTranslation('progress');
  // "Ago" counts from when the page opened; it need not tick while the page stays open.
  const [now] = useState(() => Date.now());
  const ago = useRelativeTime(now);
  return (
    <Card title={t('overview.activity.title')}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overview.activity.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => {
            const Icon = ICONS[item.kind];
            // An achievement's label is its key: its name is the user's language's.
            const text =
              item.kind === 'achievement' && item.label !== null
                ? t('overview.activity.achievementNamed', {
                    name: tProgress(`achievements.${item.label}.name`),
                  })
                : item.label === null
                  ? t(`overview.activity.${item.kind}`)
                  : t(`overview.activity.${item.kind}Named`, { name: item.label });
            return (
              <li
                key={`${item.kind}-${item.at}-${item.label ?? ''}`}
                className="flex items-center gap-3"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1 text-sm break-words">{text}</span>
                <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
                  {ago(item.at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
