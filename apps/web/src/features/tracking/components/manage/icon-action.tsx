/**
 * One of a habit's actions in the manager's list (move up or down, edit, pauses, archive): an icon
 * button whose name is both its accessible label and its tooltip.
 */
import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function IconAction({
  icon: Icon,
  label,
  onClick,
  disabled,
  expanded,
  move,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** For a button that opens a part below the habit (edit, pauses). */
  expanded?: boolean;
  /** Marks a move button: the manager gives it the focus back after the list moved. */
  move?: 'up' | 'down';
}) {
  return (
    <Button
      variant="ghost"
      className="h-9 px-2.5"
      data-move={move}
      disabled={disabled}
      aria-expanded={expanded}
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon className="size-4" aria-hidden="true" />
    </Button>
  );
}
