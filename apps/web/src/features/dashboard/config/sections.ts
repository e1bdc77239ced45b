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

/** Pro sections: a Pro badge and an Upgrade button (mental, system and nutricional have their pages). */
export const PRO_SECTIONS = ['physical'] as const;

export type ProSection = (typeof PRO_SECTIONS)[number];
