/**
 * A form's submit handler, the one way the forms here send: react-hook-form checks the fields
 * against the form's schema, then the valid values go to `onValid`, or the first problem, worded
 * from the translations, to `onInvalid`; neither while `busy` (a call already under way).
 */
import type { FormEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { useValidationMessage } from './validation-message';

export function useFormSubmit<Input extends FieldValues, Output>(
  handleSubmit: UseFormHandleSubmit<Input, Output>,
  {
    busy = false,
    onValid,
    onInvalid,
  }: {
    busy?: boolean;
    onValid: (values: Output) => unknown;
    /** The message is already translated. */
    onInvalid?: (message: string) => void;
  },
): (event: FormEvent) => void {
  const validationMessage = useValidationMessage();
  const submit = handleSubmit(
    async (values) => {
      if (!busy) await onValid(values);
    },
    (errors) => {
      const message = validationMessage(errors);
      if (!busy && message) onInvalid?.(message);
    },
  );
  return (event) => void submit(event);
}
