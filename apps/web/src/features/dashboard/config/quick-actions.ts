/** The overview's shortcuts, as data the card renders; labels under `dashboard:overview.quickActions`. */
import { Activity, NotebookPen, ScanFace, type LucideIcon } from 'lucide-react';

export interface QuickAction {
  key: 'scan' | 'track' | 'diary';
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'scan', to: '/dashboard/scans', icon: ScanFace },
  { key: 'track', to: '/dashboard/tracking', icon: Activity },
  { key: 'diary', to: '/dashboard/diary', icon: NotebookPen },
];
