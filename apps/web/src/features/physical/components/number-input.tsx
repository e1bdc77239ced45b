/**
 * A number typed as text (a decimal comma is fine, nothing is rounded while typing): the field
 * keeps what was typed, and hands the parsed value up whenever it reads as one. A value changed
 * elsewhere (another tab, a set copied from the one before) replaces the text.
 */
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from '@/components/ui/field';

export function NumberInput({
  label,
  value,
  format,
  parse,
  onValue,
  unit,
  className,
  inputMode = 'decimal',
  ...props
}: {
  label: string;
  value: number | null;
  format: (value: number) => string;
  parse: (text: string) => number | null;
  /** A parsed value, or null for an empty field; nothing for text that is not a number. */
  onValue: (value: number | null) => void;
  unit?: string;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : format(value));
  const [seen, setSeen] = useState(value);
  // A value changed from outside replaces the text (adjusted while rendering, not in an effect).
  if (seen !== value) {
    setSeen(value);
    const current = parse(text);
    if (current !== value && !(current !== null && Number.isNaN(current))) {
      setText(value === null ? '' : format(value));
    }
  }
  const parsed = parse(text);
  const invalid = parsed !== null && Number.isNaN(parsed);

  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted-foreground">
        {label}
        {unit && <span className="sr-only"> ({unit})</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          className={cn(
            inputClasses,
            'h-12 px-2 text-center text-base tabular-nums',
            unit && 'pr-7',
            invalid && 'border-red-500',
          )}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const next = parse(event.target.value);
            if (next === null || !Number.isNaN(next)) onValue(next);
          }}
          {...props}
        />
        {unit && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-2 flex items-center text-xs text-muted-foreground"
          >
            {unit}
          </span>
        )}
      </div>
    </div>
  );
}
