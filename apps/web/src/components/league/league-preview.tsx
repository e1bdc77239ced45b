/**
 * What ranking members see of the user: their row in the league, as it is (a member) or as it
 * would be (not yet one: the name joining would give). For the profile page.
 */
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { useOwnStanding } from '@/lib/league/get-own-standing';
import { avatarUrl } from '@/lib/user-display';
import { LeagueMemberRow } from './league-member-row';

export function LeaguePreview() {
  const { t } = useTranslation('league');
  const { user } = useAuth();
  const standing = useOwnStanding().data;
  if (!standing) return null;
  const member = standing.membership !== null;
  return (
    <section aria-labelledby="league-preview-title" className="grid grid-cols-1 gap-2">
      <h3 id="league-preview-title" className="text-sm font-semibold">
        {t('preview.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {member ? t('preview.member') : t('preview.notMember')}
      </p>
      <div className="rounded-xl border border-border">
        <LeagueMemberRow
          as="div"
          entry={{
            rank: null,
            display_name: standing.membership?.display_name ?? standing.default_display_name,
            avatar_url: avatarUrl(user),
            level: standing.level,
            points: standing.points,
            you: false,
          }}
        />
      </div>
    </section>
  );
}
