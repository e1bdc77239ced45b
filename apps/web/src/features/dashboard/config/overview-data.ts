/**
 * The overview's sample figures (spec §2: hard-coded until scans exist), as data the cards render.
 * Labels are keys under `dashboard:overview`.
 */
import {
  Award,
  CalendarCheck,
  Camera,
  Dumbbell,
  Flame,
  NotebookPen,
  ScanFace,
  Target,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

export interface StatCard {
  key: 'scans' | 'activeDays' | 'progress' | 'rank';
  icon: LucideIcon;
  value: { kind: 'count' | 'percent' | 'rank'; amount: number };
  /** The change beside the value: `+20%` or `top 15%`; progress shows a bar instead. */
  trend?: { kind: 'increase' | 'top'; percent: number };
}

export const STAT_CARDS: readonly StatCard[] = [
  {
    key: 'scans',
    icon: ScanFace,
    value: { kind: 'count', amount: 12 },
    trend: { kind: 'increase', percent: 20 },
  },
  {
    key: 'activeDays',
    icon: CalendarCheck,
    value: { kind: 'count', amount: 7 },
    trend: { kind: 'increase', percent: 12 },
  },
  {
    key: 'progress',
    icon: TrendingUp,
    value: { kind: 'percent', amount: 85 },
  },
  {
    key: 'rank',
    icon: Trophy,
    value: { kind: 'rank', amount: 42 },
    trend: { kind: 'top', percent: 15 },
  },
];

export interface Achievement {
  key: 'firstScan' | 'streak' | 'goalCrusher';
  icon: LucideIcon;
  unlocked: boolean;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  { key: 'firstScan', icon: Camera, unlocked: true },
  { key: 'streak', icon: Flame, unlocked: true },
  { key: 'goalCrusher', icon: Award, unlocked: false },
];

export interface Goal {
  key: 'daily' | 'weekly' | 'monthly';
  /** `7/7`, `85%` or `12/30`. */
  done: number;
  total: number;
  display: 'fraction' | 'percent';
}

export const GOALS: readonly Goal[] = [
  { key: 'daily', done: 7, total: 7, display: 'fraction' },
  { key: 'weekly', done: 85, total: 100, display: 'percent' },
  { key: 'monthly', done: 12, total: 30, display: 'fraction' },
];

export interface QuickAction {
  key: 'scan' | 'track' | 'diary';
  to: string;
  icon: LucideIcon;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'scan', to: '/dashboard/scans', icon: ScanFace },
  { key: 'track', to: '/dashboard/tracking', icon: Dumbbell },
  { key: 'diary', to: '/dashboard/diary', icon: NotebookPen },
];

export interface ActivityItem {
  key: 'faceScan' | 'workout' | 'goal';
  icon: LucideIcon;
  hoursAgo: number;
}

export const RECENT_ACTIVITY: readonly ActivityItem[] = [
  { key: 'faceScan', icon: ScanFace, hoursAgo: 2 },
  { key: 'workout', icon: Dumbbell, hoursAgo: 26 },
  { key: 'goal', icon: Target, hoursAgo: 72 },
];

export const RANK = { position: 42, score: 1847, pointsToNext: 153, nextLevel: 2, level: 1 };
export const TIP = { minutes: 15, improvement: 25 };
