/** A checkbox with its label beside it (the label's words can be long: a consent, a choice). */
import { useId, type ComponentProps, type ReactNode } from 'react';

export function CheckboxField({
  label,
  labelClassName,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> & {
  label: ReactNode;
  labelClassName?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 size-4 accent-accent" {...props} />
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
    </div>
  );
}
