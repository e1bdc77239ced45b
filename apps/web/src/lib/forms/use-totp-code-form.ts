/**
 * A form of one field: the 6-digit code of an authenticator app (the sign-in's second step, and
 * turning two-factor on or off). The contracts' schema checks it; the field keeps digits only as
 * they are typed or pasted ("123 456" becomes 123456); a problem is worded from the translations.
 */
import { totpCodeSchema } from '@ascend/contracts';
import type { ChangeEvent } from 'react';
import { useFormSubmit } from './use-form-submit';
import { useZodForm } from './use-zod-form';

const CODE_LENGTH = 6;

const digitsOf = (typed: string) => typed.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** What a code form is told by its parent: whether a call is under way, and where results go. */
export interface TotpCodeFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  /** The code is not 6 digits; the message is already translated. */
  onInvalid: (message: string) => void;
}

export function useTotpCodeForm({ busy, onSubmit, onInvalid }: TotpCodeFormProps) {
  const { register, setValue, handleSubmit } = useZodForm(totpCodeSchema, {
    defaultValues: { code: '' },
  });
  const submit = useFormSubmit(handleSubmit, {
    busy,
    onValid: ({ code }) => onSubmit(code),
    onInvalid,
  });
  return {
    /** The input's props: spread them on the code's TextField. */
    codeField: {
      inputMode: 'numeric' as const,
      autoComplete: 'one-time-code',
      disabled: busy,
      ...register('code', {
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          setValue('code', digitsOf(event.target.value)),
      }),
    },
    submit,
  };
}
