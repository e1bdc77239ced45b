/**
 * A form's submit button: disabled while its call runs (or as `disabled` says), when it says
 * "Loading..." in place of its label; an icon, if any, stays before it.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

export function SubmitButton({
  busy,
  icon,
  disabled = busy,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, 'type'> & { busy: boolean; icon?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Button type="submit" disabled={disabled} {...props}>
      {icon}
      {busy ? t('loading') : children}
    </Button>
  );
}
