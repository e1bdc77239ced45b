import { Moon, Sun } from 'lucide-react';

/**
 * The theme trigger's icon, chosen by CSS from the `dark` class that `pre-paint.js` sets: the
 * prerendered page is the same for both themes, so the markup must not depend on the theme.
 */
export function ThemeIcon() {
  return (
    <>
      <Sun className="size-5 dark:hidden" aria-hidden="true" />
      <Moon className="hidden size-5 dark:block" aria-hidden="true" />
    </>
  );
}
