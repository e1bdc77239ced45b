import { SUPPORTED_LANGUAGES } from '@/lib/preferences';
import { useTranslation } from 'react-i18next';
import { usePageHydrated } from '@/hooks/use-page-hydrated';
import { cn } from '@/lib/cn';

/** ES / EN buttons; switching re-renders at once and is remembered under `i18nextLng`. */
export function LanguageButtons({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  // A prerendered page: a language switch while React is still hydrating it would make the rest
  // of the page disagree with its markup, so the buttons wait until all of it is hydrated.
  const hydrated = usePageHydrated();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('flex items-center gap-1', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          disabled={!hydrated}
          lang={language}
          aria-pressed={current === language}
          // The accessible name starts with the visible code (WCAG 2.5.3, label in name).
          aria-label={`${language.toUpperCase()} · ${t(`language.${language}`)}`}
          title={t('language.switchTo', { language: t(`language.${language}`) })}
          onClick={() => void i18n.changeLanguage(language)}
          className={cn(
            'h-8 min-w-8 rounded-md px-2 text-xs font-semibold uppercase transition-colors',
            current === language
              ? 'bg-muted text-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
