import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/**
 * A number typed as text (a decimal comma allowed), its unit beside it and in its label, and its
 * problem under it, tied to the input for screen readers.
 */
export function NumberField({
  label,
  unit,
  registration,
  error,
  integer = false,
}: {
  label: string;
  unit?: string;
  registration: UseFormRegisterReturn;
  error?: string | null;
  integer?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            inputClasses,
            'h-10 tabular-nums',
            unit && 'pr-14',
            error && 'border-red-500/70',
          )}
          {...registration}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-muted-foreground"
          >
            {unit}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
