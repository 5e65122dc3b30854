import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';

/** Text of an unknown thrown value, with its stack when there is one. */
export function describeThrown(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The generic 'Something went wrong.' screen with details and a reload button. */
export function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.somethingWentWrong')}
      details={describeThrown(error)}
      detailsLabel={t('errors.details')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router (providers, chrome) and shows the generic screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <SomethingWentWrong error={this.state.error} />;
    return this.props.children;
  }
}
