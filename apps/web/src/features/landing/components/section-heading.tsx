import { cn } from '@/lib/cn';

/** Eyebrow, title and lead of a landing section; `id` names the title for aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted-foreground text-pretty">{lead}</p>}
    </div>
  );
}

export const SECTION = 'scroll-mt-20 px-4 py-16 sm:px-6 sm:py-24';
