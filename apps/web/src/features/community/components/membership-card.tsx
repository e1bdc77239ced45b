/**
 * Joining the league (a switch, off until the user turns it on) and the name other members see.
 * The name is checked by the contracts' rule before it is sent, as the server checks it.
 */
import { displayNameSchema, type LeagueStanding } from '@ascend/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { LeagueSwitch } from '@/components/league/league-switch';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useJoinLeague } from '@/lib/league/update-membership';
import { useApiErrorMessage } from '@/lib/use-api-client';

const nameFormSchema = z.object({ display_name: displayNameSchema });
const NAME_PROBLEMS = ['displayNameEmpty', 'displayNameTooLong', 'displayNameControl'];

function DisplayNameForm({ name }: { name: string }) {
  const { t } = useTranslation('league');
  const join = useJoinLeague();
  const messageOf = useApiErrorMessage();
  const { register, handleSubmit, formState } = useZodForm(nameFormSchema, {
    values: { display_name: name },
  });
  const problem = formState.errors.display_name?.message;
  const submit = handleSubmit((value) => join.mutate(value));
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid grid-cols-1 gap-3 pt-3 sm:max-w-md"
      noValidate
    >
      <TextField
        label={t('membership.name')}
        autoComplete="nickname"
        aria-invalid={problem ? true : undefined}
        {...register('display_name')}
      />
      <p className="-mt-1 text-xs text-muted-foreground">{t('membership.nameHint')}</p>
      {problem && (
        <FormMessage kind="error">
          {t(
            NAME_PROBLEMS.includes(problem)
              ? `membership.problems.${problem}`
              : 'membership.problems.displayNameEmpty',
          )}
        </FormMessage>
      )}
      {join.isError && (
        <FormMessage kind="error">{messageOf(join.error, t('errors.save'))}</FormMessage>
      )}
      {join.isSuccess && !formState.isDirty && (
        <FormMessage kind="success">{t('membership.saved')}</FormMessage>
      )}
      <div>
        <Button type="submit" disabled={join.isPending}>
          {join.isPending ? t('busy') : t('membership.save')}
        </Button>
      </div>
    </form>
  );
}

/** The switch, the name, and beneath them (`children`) what members see of the user. */
export function MembershipCard({
  standing,
  children,
}: {
  standing: LeagueStanding;
  children?: ReactNode;
}) {
  const { t } = useTranslation('league');
  return (
    <Panel title={t('membership.title')} description={t('membership.description')}>
      <LeagueSwitch standing={standing} />
      {standing.membership && <DisplayNameForm name={standing.membership.display_name} />}
      {children && <div className="mt-4 border-t border-border pt-4">{children}</div>}
    </Panel>
  );
}
