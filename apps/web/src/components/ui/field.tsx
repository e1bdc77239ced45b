import { useId, type ComponentProps, type ReactNode } from 'react';
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
export function TextField({ label, labelAside, className, ...props }: TextFieldProps) {
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

type TextFieldProps = FieldProps & ComponentProps<'input'>;

/** An e-mail address: required, with the browser's e-mail keyboard and autofill. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" required {...props} />;
}

/** A password, required; `autoComplete` tells a password manager which one it is. */
export function PasswordField(
  props: TextFieldProps & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField type="password" required {...props} />;
}

/** A label above the control it names; `control` is given the id that ties them. */
export function Labelled({
  label,
  className,
  labelClassName,
  control,
}: {
  label: string;
  className?: string | undefined;
  /** Over the label's defaults (a smaller, quieter label in a filter bar). */
  labelClassName?: string | undefined;
  control: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1.5 block text-sm font-medium', labelClassName)}>
        {label}
      </label>
      {control(id)}
    </div>
  );
}

export function TextAreaField({
  label,
  className,
  ...props
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Labelled
      label={label}
      className={className}
      control={(id) => <textarea id={id} className={cn(inputClasses, 'resize-y')} {...props} />}
    />
  );
}

/** A labelled drop-down; the options are its children. */
export function SelectField({
  label,
  className,
  ...props
}: { label: string } & ComponentProps<'select'>) {
  return (
    <Labelled
      label={label}
      className={className}
      control={(id) => <select id={id} className={cn(inputClasses, 'h-11')} {...props} />}
    />
  );
}
