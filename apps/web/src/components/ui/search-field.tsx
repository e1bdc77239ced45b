/**
 * A labelled search box with its magnifier: the diary's search, the exercise library's and the
 * food searches. Takes an input's props as they are (`value`, `onChange`, `ref`…).
 */
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses, Labelled } from './field';

export function SearchField({
  label,
  labelClassName,
  inputClassName,
  className,
  ...props
}: {
  label: string;
  labelClassName?: string;
  inputClassName?: string;
} & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  return (
    <Labelled
      label={label}
      className={className}
      labelClassName={labelClassName}
      control={(id) => (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={id}
            type="search"
            className={cn(inputClasses, 'h-10 pl-9', inputClassName)}
            {...props}
          />
        </div>
      )}
    />
  );
}
