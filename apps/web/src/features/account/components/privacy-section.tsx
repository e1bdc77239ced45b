import type { UserPreferences } from '@ascend/contracts';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeagueSwitch } from '@/components/league/league-switch';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { useAuth } from '@/lib/auth/use-auth';
import { useOwnStanding } from '@/lib/league/get-own-standing';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { clearUserCache } from '@/lib/user-cache';
import { useUpdatePreferences } from '@/lib/settings/update-settings';
import { useDeleteAccount } from '../api/delete-account';
import { usePreferences } from '../api/get-preferences';
import { deleteAccountSchema } from '../delete-account-form';
import { YourDataCard } from './your-data-card';

type PrivacyKey = keyof UserPreferences['privacy'];
const PRIVACY_KEYS: readonly PrivacyKey[] = ['profilePublic', 'allowAnalytics', 'shareData'];

function PrivacyCard() {
  const { t } = useTranslation('account');
  const preferences = usePreferences();
  // The weekly ranking's membership: off until the user joins (here or on the community page).
  const standing = useOwnStanding().data;
  const update = useUpdatePreferences();
  const messageOf = useApiErrorMessage();
  const privacy = preferences.data?.privacy;
  return (
    <Panel title={t('privacy.title')} description={t('privacy.description')}>
      {update.isError && (
        <FormMessage kind="error" className="mb-2">
          {messageOf(update.error, t('errors.save'))}
        </FormMessage>
      )}
      {preferences.isError && !privacy && (
        <FormMessage kind="error">{messageOf(preferences.error, t('errors.load'))}</FormMessage>
      )}
      {privacy && (
        <div className="divide-y divide-border">
          {PRIVACY_KEYS.map((key) => (
            <SwitchField
              key={key}
              label={t(`privacy.${key}.label`)}
              description={t(`privacy.${key}.description`)}
              checked={privacy[key]}
              onCheckedChange={(checked) => update.mutate({ privacy: { [key]: checked } })}
            />
          ))}
          {standing && <LeagueSwitch standing={standing} />}
        </div>
      )}
    </Panel>
  );
}

function DeleteCard() {
  const { t } = useTranslation('account');
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const messageOf = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const word = t('delete.word');
  const schema = useMemo(() => deleteAccountSchema(word), [word]);
  const { register, handleSubmit, control } = useZodForm(schema, {
    defaultValues: { confirmation: '', password: '' },
  });
  // Delete stays off until the word and a password are there.
  const ready = schema.safeParse(useWatch({ control })).success;
  const submit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(password);
    } catch {
      return; // the error shows below
    }
    await navigate('/');
    // The server ended every session with the account: sign out here without asking it.
    await forgetSession();
    clearUserCache();
  });
  return (
    <Panel
      title={t('delete.title')}
      description={t('delete.description')}
      className="border-red-500/40"
    >
      {!open ? (
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          className="border-red-500/50 text-red-700 hover:bg-red-500/10 dark:text-red-300"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {t('delete.start')}
        </Button>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="grid gap-4 sm:max-w-md">
          {remove.isError && (
            <FormMessage kind="error">{messageOf(remove.error, t('errors.delete'))}</FormMessage>
          )}
          <TextField
            label={t('delete.typeToConfirm', { word })}
            autoComplete="off"
            required
            {...register('confirmation')}
          />
          <PasswordField
            label={t('delete.password')}
            autoComplete="current-password"
            {...register('password')}
          />
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              busy={remove.isPending}
              disabled={!ready || remove.isPending}
              icon={<Trash2 className="size-4" aria-hidden="true" />}
              className="bg-red-600 text-white hover:bg-red-700"
            >
              {t('delete.submit')}
            </SubmitButton>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}

export function PrivacySection() {
  return (
    <div className="grid gap-6">
      <PrivacyCard />
      <YourDataCard />
      <DeleteCard />
    </div>
  );
}
