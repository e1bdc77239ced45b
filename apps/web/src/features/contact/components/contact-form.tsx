import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage, type ContactMessage } from '../api/send-contact-message';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** Name, e-mail, subject and message, all required; one send at a time. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // State updates are not synchronous; the ref stops a second submit fired in the same tick.
  const inFlight = useRef(false);
  // The prerendered page: the form waits for its handlers (nothing typed is lost, no plain submit).
  const hydrated = useHydrated();
  const locked = sending || !hydrated;

  const field = (name: keyof ContactMessage) => ({
    name,
    required: true,
    disabled: locked,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
  });

  const errorMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('errors.unknown');
    // The server's own words when it gave them (spec §8), else a translated fallback.
    if (error.detail) return error.detail;
    if (error.kind === 'network') return t('errors.network');
    if (error.kind === 'status') return t('errors.status', { status: error.status });
    return t('errors.unknown');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setStatus({ kind: 'idle' });
    try {
      await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setValues(EMPTY);
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-5" aria-busy={sending}>
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
