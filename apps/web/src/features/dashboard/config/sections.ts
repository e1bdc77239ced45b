/**
 * The dashboard's section keys, without icons, so the router can list its pages without pulling
 * the sidebar's code into the first download.
 */
export type SectionKey =
  | 'overview'
  | 'profile'
  | 'community'
  | 'tracking'
  | 'nutricional'
  | 'physical'
  | 'mental'
  | 'system'
  | 'settings'
  | 'account'
  | 'scans'
  | 'diary';

/** Sections that only say 'This section will be implemented soon' (tracking, diary and community have pages). */
export const PLACEHOLDER_SECTIONS = ['profile', 'scans'] as const;

/** Pro sections: a Pro badge and an Upgrade button. */
export const PRO_SECTIONS = ['nutricional', 'physical', 'mental', 'system'] as const;

export type PlaceholderSection = (typeof PLACEHOLDER_SECTIONS)[number];
export type ProSection = (typeof PRO_SECTIONS)[number];
