/** The language library foods are named in: the app's, as the contracts' `FoodLanguage`. */
import { foodLanguageSchema, type FoodLanguage } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';

export function useFoodLanguage(): FoodLanguage {
  const { i18n } = useTranslation();
  const parsed = foodLanguageSchema.safeParse(i18n.resolvedLanguage ?? i18n.language);
  return parsed.success ? parsed.data : 'en';
}
