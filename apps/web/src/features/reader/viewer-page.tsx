import { lazy, Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { useViewerToken, type BookLocator } from './reader-api';
import './reader-texts';
import './reader.css';

// Each engine is its own chunk: a PDF never loads the EPUB engine and the reverse.
const PdfReader = lazy(() => import('./pdf/pdf-reader'));
const EpubReader = lazy(() => import('./epub/epub-reader'));

function useBookLocator(): BookLocator | null {
  const params = useParams();
  return useMemo(() => {
    if (params.contentId) {
      const group = Number(params.contentGroupId);
      return Number.isInteger(group) && group > 0
        ? { contentId: params.contentId, contentGroupId: group }
        : { contentId: params.contentId };
    }
    if (params.contentToken) return { detailId: params.contentToken };
    if (params.viewToken) return { viewToken: params.viewToken };
    return null;
  }, [params.contentId, params.contentGroupId, params.contentToken, params.viewToken]);
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label={t('reader.loading')} />
    </Box>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3 }}>
      <Alert severity="error" role="alert" sx={{ maxWidth: 520 }}>
        <AlertTitle component="h1" sx={{ fontSize: '1.1rem' }}>
          {t('reader.notAllowed')}
        </AlertTitle>
        {t('reader.notAllowedHint')}
      </Alert>
    </Box>
  );
}

/**
 * The online reader (/view-online/…, /content/:contentToken, /direct-view/:viewToken): asks for
 * a viewer token, then opens the book in the engine of its type. Any refusal shows
 * "not allowed to view book".
 */
export default function ViewerPage() {
  const locator = useBookLocator();
  if (!locator) return <NotAllowed />;
  return <Viewer locator={locator} />;
}

function Viewer({ locator }: { locator: BookLocator }) {
  const token = useViewerToken(locator);
  const { user } = useSession();
  if (token.isPending) return <Loading />;
  if (token.isError) return <NotAllowed />;
  const viewer = token.data;
  const Reader = viewer.contentInfo.extensionType === 'epub' ? EpubReader : PdfReader;
  return (
    <Suspense fallback={<Loading />}>
      <Reader viewer={viewer} savesPosition={user !== null} />
    </Suspense>
  );
}
