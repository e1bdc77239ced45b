/**
 * A highlighted card that invites one step: an icon, a title and a sentence, and the link to where
 * the step is taken (the overview's first check-in, the insights' "not enough days yet").
 */
import { ArrowRight, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

export function NextStepCard({
  icon: Icon,
  title,
  text,
  action,
  to,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** The link's words. */
  action: string;
  to: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-violet-500/30 bg-gradient-to-br from-violet-600/12 via-card to-card p-5 sm:flex-row sm:items-center"
    >
      <Icon className="size-8 shrink-0 text-accent" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
      <Link to={to} className={buttonClasses('primary', 'shrink-0')}>
        {action}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
