/**
 * Joining the league: a switch, off until the user turns it on (issue 16). On the community page
 * and in the account page's privacy section; joining without a name takes the default one.
 */
import type { LeagueStanding } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { SwitchField } from '@/components/ui/switch-field';
import { useJoinLeague, useLeaveLeague } from '@/lib/league/update-membership';
import { useApiErrorMessage } from '@/lib/use-api-client';

export function LeagueSwitch({ standing }: { standing: LeagueStanding }) {
  const { t } = useTranslation('league');
  const join = useJoinLeague();
  const leave = useLeaveLeague();
  const messageOf = useApiErrorMessage();
  const busy = join.isPending || leave.isPending;
  const error = join.error ?? leave.error;
  return (
    <>
      <SwitchField
        label={t('membership.switch')}
        description={t('membership.switchHint')}
        checked={standing.membership !== null}
        disabled={busy}
        onCheckedChange={(checked) => (checked ? join.mutate({}) : leave.mutate())}
      />
      {error && <FormMessage kind="error">{messageOf(error, t('errors.save'))}</FormMessage>}
    </>
  );
}
