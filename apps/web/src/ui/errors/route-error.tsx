import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from './error-screen';
import { SomethingWentWrong } from './error-boundary';

/**
 * A lazy screen whose code cannot be fetched (offline, a new deployment replaced the chunk).
 * Browsers word this differently; all mention a dynamically imported module or a chunk.
 */
export function isLazyLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|module script|importing a module script|chunk/i.test(
    error.message,
  );
}

/** 'Error!' with Retry: a full reload fetches the screen's code again. */
export function LazyRouteError() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('errors.lazyTitle')}
      description={t('errors.lazyBody')}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** The router's error element: lazy-load failures get Retry, anything else the generic screen. */
export function RouteError() {
  const error = useRouteError();
  if (isLazyLoadError(error)) return <LazyRouteError />;
  if (isRouteErrorResponse(error)) {
    return <SomethingWentWrong error={`${error.status} ${error.statusText}`} />;
  }
  return <SomethingWentWrong error={error} />;
}
