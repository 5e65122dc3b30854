import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isReader, useSession } from '../auth/session';
import { locatorOfPath, prefetchViewerToken, useViewerToken, type BookLocator } from './reader-api';
import { startPdfWorker } from './pdf/pdf-worker-port';
import { readReaderTarget } from './reader-target';
import './reader-texts';
import './reader.css';

// Each engine is its own chunk: a PDF never loads the EPUB engine and the reverse.
const loadPdfReader = () => import('./pdf/pdf-reader');
const PdfReader = lazy(loadPdfReader);
const EpubReader = lazy(() => import('./epub/epub-reader'));

// Page 1 of a book is a race against the link: the token is asked for, pdf.js's worker starts
// and the PDF reader's code loads as soon as this code runs, while the app still checks the
// session. Most books are PDFs; an EPUB reader pays for the unused engine in the background.
const openingBook = locatorOfPath(window.location.pathname);
if (openingBook) {
  prefetchViewerToken(openingBook);
  startPdfWorker();
  void loadPdfReader();
}

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
  // `?page=&highlight=` of a full-text hit: read once, the reader is opened for it.
  const [params] = useSearchParams();
  const [target] = useState(() => readReaderTarget(params));
  if (token.isPending) return <Loading />;
  if (token.isError) return <NotAllowed />;
  const viewer = token.data;
  const Reader = viewer.contentInfo.extensionType === 'epub' ? EpubReader : PdfReader;
  return (
    <Suspense fallback={<Loading />}>
      <Reader viewer={viewer} savesPosition={isReader(user)} target={target} />
    </Suspense>
  );
}
