import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/** What a form last said (an error or a success), or nothing yet. */
export type FormStatus = { kind: 'error' | 'success'; text: string } | null;

/** An error (red box, announced at once) or a success message (announced politely). */
export function FormMessage({
  kind,
  children,
  className,
}: {
  kind: 'error' | 'success';
  children: React.ReactNode;
  className?: string;
}) {
  const Icon = kind === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        kind === 'error'
          ? 'border-red-500/40 bg-red-500/10 text-red-700 dark:text-red-300'
          : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}
