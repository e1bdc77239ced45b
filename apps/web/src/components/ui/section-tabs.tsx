import type { LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

export interface SectionTab<T extends string> {
  value: T;
  label: string;
  icon: LucideIcon;
}

/**
 * A page's sections as tabs: a list beside the content on large screens, a scrollable row above
 * it on small ones. Arrow keys move between tabs (Radix Tabs).
 */
export function SectionTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  children,
}: {
  label: string;
  tabs: readonly SectionTab<T>[];
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
        {tabs.map(({ value: tab, label: tabLabel, icon: Icon }) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="flex h-10 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=active]:bg-accent/12 data-[state=active]:text-accent"
          >
            <Icon className="size-4" aria-hidden="true" />
            {tabLabel}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div className="min-w-0">{children}</div>
    </Tabs.Root>
  );
}
