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
