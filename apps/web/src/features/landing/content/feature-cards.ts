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
  /** The headline figure on the card's artwork, already language-neutral. */
  stat: string;
}

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    id: 'face',
    icon: ScanFace,
    badge: 'core',
    color: 'from-violet-500 to-fuchsia-500',
    stat: '200+',
  },
  {
    id: 'nutrition',
    icon: Apple,
    badge: 'core',
    color: 'from-emerald-500 to-teal-500',
    stat: '40+',
  },
  {
    id: 'product',
    icon: ShoppingBag,
    badge: 'core',
    color: 'from-sky-500 to-cyan-500',
    stat: '1M+',
  },
  {
    id: 'hormone',
    icon: FlaskConical,
    badge: 'pro',
    color: 'from-rose-500 to-pink-500',
    stat: '12',
  },
  { id: 'height', icon: Ruler, badge: 'pro', color: 'from-amber-500 to-orange-500', stat: '±1 cm' },
  {
    id: 'gym',
    icon: Dumbbell,
    badge: 'proOnly',
    color: 'from-indigo-500 to-violet-500',
    stat: '50',
  },
  { id: 'sleep', icon: Moon, badge: 'pro', color: 'from-blue-600 to-indigo-500', stat: '8' },
  { id: 'athletic', icon: Zap, badge: 'pro', color: 'from-yellow-500 to-amber-500', stat: '15' },
  { id: 'cognitive', icon: Brain, badge: 'elite', color: 'from-purple-600 to-pink-500', stat: '3' },
  {
    id: 'tracking',
    icon: LineChart,
    badge: 'core',
    color: 'from-teal-500 to-emerald-500',
    stat: '24/7',
  },
  { id: 'twin', icon: Bot, badge: 'elite', color: 'from-fuchsia-600 to-violet-600', stat: 'AI' },
  {
    id: 'experts',
    icon: Stethoscope,
    badge: 'elite',
    color: 'from-cyan-600 to-sky-500',
    stat: '1:1',
  },
];

/** How many features the small-screen list shows before "Show all". */
export const MOBILE_FEATURE_COUNT = 4;
