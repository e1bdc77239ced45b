import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A page's sections as tabs: a list beside the content on large screens, a scrollable row above
 * it on small ones. Arrow keys move between tabs (Radix Tabs). Each section is a `SectionPanel`.
 */
export function SectionTabs<T extends string>({
  label,
  sections,
  icons,
  labelOf,
  value,
  onValueChange,
  children,
}: {
  label: string;
  /** The sections in their order. */
  sections: readonly T[];
  icons: Record<T, LucideIcon>;
  /** A section's name on its tab. */
  labelOf: (section: T) => string;
  value: T;
  onValueChange: (value: T) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]"
    >
      <Tabs.List
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:self-start lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {sections.map((section) => {
          const Icon: LucideIcon = icons[section];
          return (
            <Tabs.Trigger
              key={section}
              value={section}
              className="flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=active]:bg-accent/12 data-[state=active]:text-accent"
            >
              <Icon className="size-4" aria-hidden="true" />
              {labelOf(section)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <div className="min-w-0">{children}</div>
    </Tabs.Root>
  );
}

/** One section's content, shown while its tab is chosen. */
export function SectionPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Content value={value} className={cn('outline-none', className)}>
      {children}
    </Tabs.Content>
  );
}
