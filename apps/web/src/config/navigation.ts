/**
 * The site's navigation as data: the header menus, the mobile menu and the footer columns render
 * these lists. Labels are translation keys of the `layout` namespace.
 */
import {
  Activity,
  BarChart3,
  Dumbbell,
  ScanFace,
  ShoppingBag,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  /** Key under `layout:` for the label (and `<key>Description` for menu descriptions). */
  key: string;
  to: string;
  icon?: LucideIcon;
  /** The plan the item belongs to, shown as a small badge. */
  badge?: 'pro' | 'elite';
}

/** Header "Features" menu; the mobile menu shows these three too. */
export const FEATURE_MENU: readonly NavItem[] = [
  { key: 'nav.faceScan', to: '/#features', icon: ScanFace },
  { key: 'nav.nutritionScan', to: '/#features', icon: Activity },
  { key: 'nav.productScan', to: '/#features', icon: ShoppingBag },
];

/** Header "Resources" menu. */
export const RESOURCES_MENU: readonly NavItem[] = [
  { key: 'nav.gymTracking', to: '/#how-it-works', icon: Dumbbell, badge: 'pro' },
  { key: 'nav.analytics', to: '/#gamification', icon: BarChart3, badge: 'elite' },
  { key: 'nav.experts', to: '/contact', icon: Stethoscope },
];

export const PRIMARY_LINKS: readonly NavItem[] = [
  { key: 'nav.pricing', to: '/#pricing' },
  { key: 'nav.contact', to: '/contact' },
];

/** Links of the signed-in menu. */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { key: 'userMenu.dashboard', to: '/dashboard' },
  { key: 'userMenu.account', to: '/account' },
  { key: 'userMenu.settings', to: '/settings' },
];

export interface FooterColumn {
  key: string;
  links: readonly NavItem[];
}

/** Footer columns. Pages that do not exist yet point at the closest section that does. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    key: 'footer.product',
    links: [
      { key: 'footer.links.features', to: '/#features' },
      { key: 'footer.links.pricing', to: '/#pricing' },
      { key: 'footer.links.howItWorks', to: '/#how-it-works' },
      { key: 'footer.links.faq', to: '/#faq' },
    ],
  },
  {
    key: 'footer.company',
    links: [
      { key: 'footer.links.science', to: '/#science' },
      { key: 'footer.links.community', to: '/#community' },
      { key: 'footer.links.contact', to: '/contact' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { key: 'footer.links.privacy', to: '/contact#quick-links' },
      { key: 'footer.links.terms', to: '/contact#quick-links' },
      { key: 'footer.links.cookies', to: '/contact#quick-links' },
    ],
  },
];
