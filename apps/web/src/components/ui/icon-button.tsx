/**
 * A button that shows only an icon, named by its label for screen readers; a 44 px square by
 * default, a touch target a thumb can hit between sets.
 */
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

export function IconButton({
  icon: Icon,
  label,
  danger = false,
  iconClassName = 'size-5',
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'aria-label' | 'children'> & {
  icon: LucideIcon;
  label: string;
  /** Removes something: red. */
  danger?: boolean;
  iconClassName?: string;
}) {
  return (
    <Button
      variant="ghost"
      aria-label={label}
      className={cn(
        'size-11 px-0',
        danger && 'text-red-700 hover:bg-red-500/10 dark:text-red-300',
        className,
      )}
      {...props}
    >
      <Icon className={iconClassName} aria-hidden="true" />
    </Button>
  );
}
