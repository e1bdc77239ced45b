/**
 * The feature carousel's 12 cards as data. Text lives in the `landingFeatures` namespace under
 * `cards.<id>` (title, description, points); the badge says which plan unlocks the feature.
 */
import {
  Apple,
  Brain,
  Bot,
  Dumbbell,
  FlaskConical,
  LineChart,
  Moon,
  Ruler,
  ScanFace,
  ShoppingBag,
  Stethoscope,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export type FeatureBadge = 'core' | 'proOnly' | 'pro' | 'elite';

export interface FeatureCard {
  id: string;
  icon: LucideIcon;
  badge: FeatureBadge;
  /** Tailwind gradient stops for the card's artwork. */
  color: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'face',
    icon: ScanFace,
    badge: 'core',
    color: 'from-violet-500 to-fuchsia-500',
  },
  {
    id: 'nutrition',
    icon: Apple,
    badge: 'core',
    color: 'from-emerald-500 to-teal-500',
  },
  {
    id: 'product',
    icon: ShoppingBag,
    badge: 'core',
    color: 'from-sky-500 to-cyan-500',
  },
  {
    id: 'hormone',
    icon: FlaskConical,
    badge: 'pro',
    color: 'from-rose-500 to-pink-500',
  },
  { id: 'height', icon: Ruler, badge: 'pro', color: 'from-amber-500 to-orange-500' },
  {
    id: 'gym',
    icon: Dumbbell,
    badge: 'proOnly',
    color: 'from-indigo-500 to-violet-500',
  },
  { id: 'sleep', icon: Moon, badge: 'pro', color: 'from-blue-600 to-indigo-500' },
  { id: 'athletic', icon: Zap, badge: 'pro', color: 'from-yellow-500 to-amber-500' },
  { id: 'cognitive', icon: Brain, badge: 'elite', color: 'from-purple-600 to-pink-500' },
  {
    id: 'tracking',
    icon: LineChart,
    badge: 'core',
    color: 'from-teal-500 to-emerald-500',
  },
  { id: 'twin', icon: Bot, badge: 'elite', color: 'from-fuchsia-600 to-violet-600' },
  {
    id: 'experts',
    icon: Stethoscope,
    badge: 'elite',
    color: 'from-cyan-600 to-sky-500',
  },
];

/** How many features the small-screen list shows before "Show all". */
export const MOBILE_FEATURE_COUNT = 4;
