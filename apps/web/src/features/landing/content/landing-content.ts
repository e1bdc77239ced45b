/** The landing page's smaller lists as data; their text lives in the `landing` namespace. */
import {
  Award,
  Camera,
  Crown,
  Flame,
  LineChart,
  Medal,
  Sparkles,
  Target,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';

export interface IconItem {
  id: string;
  icon: LucideIcon;
}

/**
 * Hero figures (spec §2): 200+ data points, 10 scan types, 24/7 tracking, 98.7% accuracy; written
 * per language under `hero.statValues`.
 */
export const HERO_STATS = ['dataPoints', 'scanTypes', 'tracking', 'accuracy'] as const;

/** The science carousel's three steps. */
export const SCIENCE_STEPS: readonly IconItem[] = [
  { id: 'capture', icon: Camera },
  { id: 'analyse', icon: Sparkles },
  { id: 'improve', icon: Target },
];

/** Written per language (98.7% / 98,7 %) under `science.statValues`. */
export const SCIENCE_STATS = ['studies', 'faces', 'accuracy'] as const;

export const HOW_IT_WORKS_STEPS: readonly IconItem[] = [
  { id: 'create', icon: UserPlus },
  { id: 'scan', icon: Camera },
  { id: 'plan', icon: Target },
  { id: 'track', icon: LineChart },
];

export const GAMIFICATION_ITEMS: readonly IconItem[] = [
  { id: 'levels', icon: Crown },
  { id: 'streaks', icon: Flame },
  { id: 'achievements', icon: Award },
  { id: 'ranking', icon: Medal },
];

export const FAQ_IDS = ['accuracy', 'privacy', 'scans', 'plans', 'cancel', 'devices'] as const;
