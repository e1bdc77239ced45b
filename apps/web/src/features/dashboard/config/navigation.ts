/**
 * The dashboard's sections as data: the sidebar, the header's title and description, and the
 * routes render from these lists. Labels live under `dashboard:sections.<key>`.
 */
import {
  Activity,
  ArrowLeft,
  Brain,
  Cpu,
  Dumbbell,
  LayoutDashboard,
  NotebookPen,
  Salad,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SectionKey } from './sections';

export type { SectionKey };

export interface SidebarItem {
  key: SectionKey;
  to: string;
  icon: LucideIcon;
  /** Shown with a PRO badge; still navigable (no plan is enforced yet). */
  pro?: boolean;
  /** Where the item leads from the full-page /account and /settings, so they stay full-page. */
  fullPageTo?: string;
}

export const MAIN_ITEMS: readonly SidebarItem[] = [
  { key: 'overview', to: '/dashboard', icon: LayoutDashboard },
  { key: 'community', to: '/dashboard/community', icon: Users },
  { key: 'tracking', to: '/dashboard/tracking', icon: Activity, pro: true },
  { key: 'diary', to: '/dashboard/diary', icon: NotebookPen },
  { key: 'nutricional', to: '/dashboard/nutricional', icon: Salad, pro: true },
  { key: 'physical', to: '/dashboard/physical', icon: Dumbbell, pro: true },
  { key: 'mental', to: '/dashboard/mental', icon: Brain, pro: true },
  { key: 'system', to: '/dashboard/system', icon: Cpu, pro: true },
];

export const ACCOUNT_ITEMS: readonly SidebarItem[] = [
  { key: 'account', to: '/dashboard/account', icon: UserRound, fullPageTo: '/account' },
  { key: 'settings', to: '/dashboard/settings', icon: Settings, fullPageTo: '/settings' },
];

export const BACK_ICON = ArrowLeft;

const SECTION_KEYS: readonly SectionKey[] = [
  ...MAIN_ITEMS.map((item) => item.key),
  ...ACCOUNT_ITEMS.map((item) => item.key),
  'profile',
  'scans',
];

/**
 * The section a path shows: /dashboard → overview, /dashboard/mental → mental, and the full-page
 * /account and /settings → account and settings.
 */
export function sectionOfPath(pathname: string): SectionKey {
  const segments = pathname.split('/').filter(Boolean);
  const candidate = segments[0] === 'dashboard' ? segments[1] : segments[0];
  return SECTION_KEYS.find((key) => key === candidate) ?? 'overview';
}

/** Account and settings show a way back to the overview. */
export function isAccountArea(section: SectionKey): boolean {
  return section === 'account' || section === 'settings';
}
