import type { Achievement } from '@ascend/contracts';
import { Trophy, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../api/get-progress';
import { useMarkAchievementsSeen } from '../../api/mark-achievements-seen';

/**
 * The unlock toast: each newly unlocked achievement is shown once, in a polite live region (so a
 * screen reader announces it without taking the focus), and reported as seen at once, so it is
 * not shown again on another page or device. It stays until dismissed.
 */
export function AchievementToasts() {
  const { t } = useTranslation('progress');
  const progress = useProgress();
  const { mutate: markSeen } = useMarkAchievementsSeen();
  const [shown, setShown] = useState<Achievement[]>([]);
  const [handled, setHandled] = useState<ReadonlySet<string>>(() => new Set());
  const reported = useRef(new Set<string>());

  // New unlocks become toasts as the answer arrives (state adjusted during render).
  const unseen = (progress.data?.achievements ?? []).filter(
    (achievement) =>
      achievement.unlocked_at !== null && !achievement.seen && !handled.has(achievement.key),
  );
  if (unseen.length > 0) {
    setHandled(new Set([...handled, ...unseen.map((achievement) => achievement.key)]));
    setShown([...shown, ...unseen]);
  }

  useEffect(() => {
    const fresh = [...handled].filter((key) => !reported.current.has(key));
    if (fresh.length === 0) return;
    for (const key of fresh) reported.current.add(key);
    markSeen(fresh);
  }, [handled, markSeen]);

  const dismiss = (key: string) =>
    setShown((current) => current.filter((achievement) => achievement.key !== key));

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 grid justify-items-end gap-2 sm:inset-x-auto sm:right-6"
    >
      {shown.map((achievement) => {
        const name = t(`achievements.${achievement.key}.name`);
        return (
          <div
            key={achievement.key}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border border-amber-500/40 bg-card p-4 text-card-foreground shadow-lg"
          >
            <Trophy className="mt-0.5 size-5 shrink-0 text-amber-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{t('toast.title')}</p>
              <p className="text-sm">{t('toast.body', { name, bonus: achievement.bonus })}</p>
            </div>
            <button
              type="button"
              onClick={() => dismiss(achievement.key)}
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              aria-label={t('toast.dismiss')}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
