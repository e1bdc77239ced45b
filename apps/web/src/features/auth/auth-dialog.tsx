import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) closeAuthDialog();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="dialog-content fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 shadow-2xl shadow-black/30 sm:p-8">
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
          <Dialog.Close
            aria-label={t('close')}
            className="absolute right-4 top-4 grid size-9 place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
