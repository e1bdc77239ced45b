/**
 * Subscription plans as data (decisions.md: Free $0, Basic $19, Pro $49 MOST POPULAR, Elite $149,
 * per month). Limits and features are keys of the `pricing` namespace under `plans.<id>`.
 */
type PlanId = 'free' | 'basic' | 'pro' | 'elite';

export interface Plan {
  id: PlanId;
  /** US dollars per month. */
  price: number;
  popular: boolean;
  /** The plan limits of spec §9, shown first. */
  limits: readonly string[];
  features: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    price: 0,
    popular: false,
    limits: ['faceScans3', 'productSearches5'],
    features: ['basicTracking', 'community'],
  },
  {
    id: 'basic',
    price: 19,
    popular: false,
    limits: ['faceScans20', 'productSearches10'],
    features: ['nutritionScan', 'progressReports', 'emailSupport'],
  },
  {
    id: 'pro',
    price: 49,
    popular: true,
    limits: ['unlimitedScans', 'gymSessions50'],
    features: ['allScanTypes', 'supplementAnalysis', 'hormoneSleep', 'prioritySupport'],
  },
  {
    id: 'elite',
    price: 149,
    popular: false,
    limits: ['unlimitedEverything'],
    features: ['digitalTwin', 'expertConsultations', 'cognitiveScans', 'onboarding'],
  },
];
