import { useState } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../api/query-client';
import { notifyApiError } from '../ui/feedback/api-notify';
import { i18n } from '../i18n/i18n';
import { ErrorBoundary } from '../ui/errors/error-boundary';
import { ToastHost } from '../ui/toasts/toast-host';
import { appTheme } from '../ui/theme/app-theme';

/** Theme, i18n, query client, toasts and the last-resort error boundary. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(notifyApiError));
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            {children}
            <ToastHost />
          </QueryClientProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>
  );
}
