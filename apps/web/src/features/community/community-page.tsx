/**
 * `/dashboard/community`: the weekly league (self-optimisation.md, "Ranking"). The user's own rank
 * among all active users, joining and the display name, and the members' list of this week or
 * last, a page at a time.
 */
import type { LeagueWeek } from '@ascend/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeagueMemberRow } from '@/components/league/league-member-row';
import { LeaguePreview } from '@/components/league/league-preview';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { Spinner } from '@/components/ui/spinner';
import { useOwnStanding } from '@/lib/league/get-own-standing';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useLeaguePages } from './api/get-league-page';
import { MembershipCard } from './components/membership-card';
import { OwnRankCard } from './components/own-rank-card';

const WEEKS: readonly LeagueWeek[] = ['current', 'previous'];

function LeagueList({ week }: { week: LeagueWeek }) {
  const { t } = useTranslation('league');
  const pages = useLeaguePages(week);
  const messageOf = useApiErrorMessage();
  if (pages.isError && !pages.data) {
    return <FormMessage kind="error">{messageOf(pages.error, t('errors.load'))}</FormMessage>;
  }
  if (!pages.data) return <Spinner className="min-h-40" />;
  const entries = pages.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        {week === 'current' ? t('list.emptyCurrent') : t('list.emptyPrevious')}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <ol aria-label={t(`list.label.${week}`)} className="grid grid-cols-1 gap-1">
        {entries.map((entry, index) => (
          <LeagueMemberRow key={`${entry.rank}-${index}`} entry={entry} />
        ))}
      </ol>
      {pages.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? t('busy') : t('list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

export function CommunityPage() {
  const { t } = useTranslation('league');
  const standing = useOwnStanding();
  const messageOf = useApiErrorMessage();
  const [week, setWeek] = useState<LeagueWeek>('current');
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('title')}</h2>
        <p className="mt-1 text-muted-foreground">{t('subtitle')}</p>
      </div>
      {standing.data ? (
        <>
          <OwnRankCard standing={standing.data} />
          <MembershipCard standing={standing.data}>
            <LeaguePreview />
          </MembershipCard>
        </>
      ) : standing.isError ? (
        <FormMessage kind="error">{messageOf(standing.error, t('errors.load'))}</FormMessage>
      ) : (
        <Spinner className="min-h-40" />
      )}
      <section
        aria-labelledby="league-list-title"
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="league-list-title" className="text-base font-semibold">
            {t('list.title')}
          </h2>
          <div role="group" aria-label={t('list.weekLabel')} className="flex gap-1">
            {WEEKS.map((option) => (
              <Button
                key={option}
                variant={option === week ? 'primary' : 'ghost'}
                aria-pressed={option === week}
                onClick={() => setWeek(option)}
              >
                {t(`list.week.${option}`)}
              </Button>
            ))}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{t('list.description')}</p>
        <LeagueList week={week} />
      </section>
    </div>
  );
}
