import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthDialogProvider } from '@/lib/auth/auth-dialog-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { ThemeProvider } from '@/lib/theme/theme-provider';

export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <AuthProvider>
          <AuthDialogProvider>{children}</AuthDialogProvider>
        </AuthProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
