import type { Theme } from '@ascend/contracts';
import { THEMES } from '@/lib/preferences';
import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@/lib/theme/use-theme';
import { buttonClasses } from '@/components/ui/button';
import { ThemeIcon } from './theme-icon';

const ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/** Light / Dark / System menu; the trigger's accessible name is 'Toggle theme'. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClasses('ghost', 'w-10 px-0')}
        aria-label={t('theme.toggle')}
      >
        <ThemeIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-36 rounded-lg border border-border bg-card p-1 text-sm shadow-lg"
        >
          {THEMES.map((option) => {
            const Icon = ICONS[option];
            return (
              <DropdownMenu.Item
                key={option}
                onSelect={() => setTheme(option)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 outline-none data-[highlighted]:bg-muted"
              >
                <Icon className="size-4" aria-hidden="true" />
                <span className="flex-1">{t(`theme.${option}`)}</span>
                {theme === option && <Check className="size-4" aria-hidden="true" />}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
