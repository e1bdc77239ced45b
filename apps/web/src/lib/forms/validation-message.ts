/**
 * Where a zod problem becomes words: the contracts' problem codes and zod's issue codes mapped to
 * the `common:validation` strings, in the visitor's language. The forms show one problem at a time
 * (spec §5), the first in the schema's order.
 */
import type { AuthFormProblem } from '@ascend/contracts';
import { useCallback } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../runtime-config';

const PROBLEM_KEYS: Record<AuthFormProblem, string> = {
  passwordMismatch: 'validation.passwordMismatch',
  passwordTooShort: 'validation.passwordTooShort',
  currentPasswordMissing: 'validation.currentPasswordMissing',
  codeMissing: 'validation.codeMissing',
  totpCodeInvalid: 'validation.totpCodeInvalid',
};

/** zod's issue codes (react-hook-form keeps them as the error's `type`). */
const ISSUE_KEYS: Record<string, string> = {
  too_small: 'validation.required',
  too_big: 'validation.tooLong',
  invalid_format: 'validation.invalidFormat',
};

function firstError(errors: FieldErrors): FieldError | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.type === 'string') return error as FieldError;
  }
  return undefined;
}

export function useValidationMessage(): (errors: FieldErrors) => string | null {
  const { t } = useTranslation('common');
  return useCallback(
    (errors: FieldErrors) => {
      const error = firstError(errors);
      if (!error) return null;
      const problem = error.message as AuthFormProblem | undefined;
      if (problem && Object.hasOwn(PROBLEM_KEYS, problem)) {
        return t(PROBLEM_KEYS[problem], { count: runtimeConfig().passwordMinLength });
      }
      return t(ISSUE_KEYS[error.type] ?? 'validation.invalid');
    },
    [t],
  );
}
