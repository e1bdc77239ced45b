import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogShell } from '@/components/ui/dialog-shell';
import { useAuthDialog } from '@/lib/auth/auth-dialog-context';
import { AuthPanel } from './components/auth-panel';
import { useDelayedAction } from './use-delayed-action';

/** The dialog closes this long after a success message (spec §4, §9). */
export const SIGN_IN_CLOSE_DELAY_MS = 1500;
export const SIGN_UP_CLOSE_DELAY_MS = 3000;

/**
 * The sign-in / sign-up dialog. Its content unmounts when it closes, so every opening starts
 * fresh: empty fields, no messages, sign-in mode (unless asked for sign-up).
 */
export function AuthDialog() {
  const { t } = useTranslation('auth');
  const { open, mode, returnTo, generation, closeAuthDialog } = useAuthDialog();
  const navigate = useNavigate();
  const later = useDelayedAction();

  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
      closeLabel={t('close')}
      className="max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md p-6 sm:p-8"
      closeClassName="top-4 right-4"
    >
      <AuthPanel
        key={generation}
        initialMode={mode}
        heading={(title, subtitle) => (
          <div className="pr-8">
            <Dialog.Title className="text-2xl font-bold tracking-tight">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-muted-foreground">
              {subtitle}
            </Dialog.Description>
          </div>
        )}
        onSignedIn={() =>
          later(() => {
            closeAuthDialog();
            if (returnTo) void navigate(returnTo);
          }, SIGN_IN_CLOSE_DELAY_MS)
        }
        onSignedUp={() => later(closeAuthDialog, SIGN_UP_CLOSE_DELAY_MS)}
      />
    </DialogShell>
  );
}
