import type { PersonalInfo } from '@ascend/contracts';
import { Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useUpdatePersonalInfo } from '@/lib/settings/update-settings';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { formFromProfile, personalInfoFormSchema, type PersonalInfoForm } from '../personal-info';

type Field = keyof PersonalInfoForm;

const FIELDS: { name: Field; type?: string; autoComplete?: string; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'occupation', autoComplete: 'organization-title' },
  { name: 'website', type: 'url', autoComplete: 'url' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'location', wide: true },
];

/** View mode shows the profile; Edit refills the fields; Save sends, Cancel puts them back. */
export function PersonalInfoFormCard({ profile }: { profile: PersonalInfo | undefined }) {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  const update = useUpdatePersonalInfo();
  const messageOf = useApiErrorMessage();
  const [editing, setEditing] = useState(false);
  const stored = formFromProfile(profile, user);
  const { register, handleSubmit, reset } = useZodForm(personalInfoFormSchema, {
    defaultValues: stored,
    // While viewing, the fields follow the stored profile (a background refresh may bring news).
    values: editing ? undefined : stored,
  });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const startEditing = () => {
    reset(stored);
    setError(null);
    setSaved(false);
    setEditing(true);
  };

  const cancel = () => {
    reset(stored);
    setError(null);
    setEditing(false);
  };

  // No checks before sending (spec §5): the schema only joins and trims what Save sends.
  const submit = handleSubmit(async (personalInfo) => {
    setError(null);
    try {
      await update.mutateAsync(personalInfo);
      setEditing(false);
      setSaved(true);
    } catch (failure) {
      console.error('Could not save the personal information', failure);
      setError(messageOf(failure, t('errors.save')));
    }
  });

  const field = (name: Field) => ({
    readOnly: !editing,
    disabled: update.isPending,
    ...register(name),
  });

  return (
    <Panel
      title={t('personal.title')}
      description={t('personal.description')}
      actions={
        !editing && (
          <Button variant="secondary" onClick={startEditing}>
            <Pencil className="size-4" aria-hidden="true" />
            {t('personal.edit')}
          </Button>
        )
      }
    >
      <form
        onSubmit={(event) => void submit(event)}
        className="grid gap-4"
        aria-busy={update.isPending}
      >
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {saved && !editing && <FormMessage kind="success">{t('personal.saved')}</FormMessage>}
        <div
          className={cn(
            'grid gap-4 sm:grid-cols-2',
            // In view mode the fields read as text, not as inputs waiting to be typed in.
            !editing &&
              '[&_input]:border-transparent [&_input]:bg-muted/50 [&_textarea]:border-transparent [&_textarea]:bg-muted/50',
          )}
        >
          {FIELDS.map(({ name, type, autoComplete, wide }) => (
            <TextField
              key={name}
              label={t(`personal.fields.${name}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              className={wide ? 'sm:col-span-2' : undefined}
              {...field(name)}
            />
          ))}
          <TextAreaField
            label={t('personal.fields.bio')}
            rows={3}
            className="sm:col-span-2"
            {...field('bio')}
          />
        </div>
        {editing && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={cancel} disabled={update.isPending}>
              <X className="size-4" aria-hidden="true" />
              {t('personal.cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              <Save className="size-4" aria-hidden="true" />
              {update.isPending ? t('personal.saving') : t('personal.save')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}
