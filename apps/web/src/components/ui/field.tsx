import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block w-full rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-foreground/25 focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60';

interface FieldProps {
  label: string;
  /** Extra content beside the label (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
}

/**
 * A labelled input; the label is always visible (no placeholder-only fields). Takes a form's
 * `register(name)` as it is (its `ref` included).
 */
export function TextField({
  label,
  labelAside,
  className,
  ...props
}: FieldProps & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <input id={id} className={cn(inputClasses, 'h-10')} {...props} />
    </div>
  );
}

export function TextAreaField({
  label,
  className,
  ...props
}: FieldProps & ComponentProps<'textarea'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} className={cn(inputClasses, 'resize-y')} {...props} />
    </div>
  );
}
