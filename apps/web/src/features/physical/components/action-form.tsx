/**
 * The physical panels' forms: their fields are checked by the panel, which words its own
 * problems, so the browser's checks are off; submitting runs `onSubmit` without leaving the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/ui/form-message';
import { useApiErrorMessage } from '@/lib/use-api-client';

export function ActionForm({
  onSubmit,
  children,
}: {
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** What stopped the form, if anything: its own check (already worded), or the API's refusal. */
export function FormProblems({ problem, error }: { problem: string | null; error: unknown }) {
  const { t } = useTranslation('physical');
  const messageOf = useApiErrorMessage();
  return (
    <>
      {problem && <FormMessage kind="error">{problem}</FormMessage>}
      {error != null && (
        <FormMessage kind="error">{messageOf(error, t('errors.generic'))}</FormMessage>
      )}
    </>
  );
}
