import { contactMessageSchema } from '@ascend/contracts';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useValidationMessage } from '@/lib/forms/validation-message';
import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** Name, e-mail, subject and message, all required; one send at a time. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { register, handleSubmit, reset } = useZodForm(contactMessageSchema, {
    defaultValues: EMPTY,
  });
  const validationMessage = useValidationMessage();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // State updates are not synchronous; the ref stops a second submit fired in the same tick.
  const inFlight = useRef(false);
  // The prerendered page: the form waits for its handlers (nothing typed is lost, no plain submit).
  const hydrated = useHydrated();
  const locked = sending || !hydrated;

  const field = (name: keyof ContactMessage) => ({
    required: true,
    disabled: locked,
    ...register(name),
  });

  const errorMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('errors.unknown');
    // The server's own words when it gave them (spec §8), else a translated fallback.
    if (error.detail) return error.detail;
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'status') return t('errors.status', { status: error.status });
    return t('errors.unknown');
  };

  const send = async (message: ContactMessage) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setStatus({ kind: 'idle' });
    try {
      // The schema has trimmed every field.
      await sendContactMessage(message);
      reset(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const refuse = (errors: FieldErrors) =>
    setStatus({ kind: 'error', message: validationMessage(errors) ?? t('errors.unknown') });

  return (
    <form
      onSubmit={(event) => void handleSubmit(send, refuse)(event)}
      className="grid gap-5"
      aria-busy={sending}
    >
      {status.kind === 'sent' && <FormMessage kind="success">{t('form.sent')}</FormMessage>}
      {status.kind === 'error' && <FormMessage kind="error">{status.message}</FormMessage>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('form.name')} autoComplete="name" {...field('name')} />
        <TextField label={t('form.email')} type="email" autoComplete="email" {...field('email')} />
      </div>
      <TextField label={t('form.subject')} {...field('subject')} />
      <TextAreaField label={t('form.message')} rows={6} {...field('message')} />
      <Button type="submit" disabled={locked} className="h-11 sm:justify-self-start sm:px-6">
        <Send className="size-4" aria-hidden="true" />
        {sending ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
