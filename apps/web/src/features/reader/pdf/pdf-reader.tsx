import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import type { PDFViewer } from 'pdfjs-dist/web/pdf_viewer.mjs';
import { useTranslation } from 'react-i18next';
import type { ViewerToken } from '../reader-api';
import type { ReaderTarget } from '../reader-target';
import { toPrintMode, usePrintGuard } from '../print-guard';
import { usePositionSaver } from '../use-position-saver';
import { ensureWatermark } from '../watermark';
import {
  loadViewerModule,
  openPdf,
  renderPagesForPrint,
  setScale,
  showPage,
  type PdfViewerHandle,
} from './pdf-engine';
import { highlightWords } from './pdf-highlight';
import { PdfOutline } from './pdf-outline';
import { PdfThumbnails } from './pdf-thumbnails';
import { PdfToolbar, type SidePanel } from './pdf-toolbar';
import { useCompactReader } from '../reader-toolbar';
import { useReaderExit } from '../use-reader-exit';

/** The page a saved location names, when it is one of this book's pages. */
function savedPage(viewer: ViewerToken, pageCount: number): number | null {
  const page = Number(viewer.readingPosition?.location);
  return Number.isInteger(page) && page >= 1 && page <= pageCount ? page : null;
}

/** The page to open: a full-text hit's page when it is one of the book's, else the saved one. */
function startPage(viewer: ViewerToken, target: ReaderTarget, pageCount: number): number | null {
  if (target.page !== null && target.page <= pageCount) return target.page;
  return savedPage(viewer, pageCount);
}

/**
 * pdf.js's "auto" zoom, as Firefox opens a PDF: the page's width, but at most 125 % (fit width
 * made a book page 222 % on a 1280 px screen), and the whole width on a phone.
 */
const OPENING_SCALE = 'auto';

/**
 * The PDF reader: pdf.js's viewer (visible pages only, text layer for selection and search
 * highlights), the watermark on every page, thumbnails, outline, zoom and keyboard use.
 */
export default function PdfReader({
  viewer: token,
  savesPosition,
  target = { page: null, words: [] },
}: {
  viewer: ViewerToken;
  savesPosition: boolean;
  /** Opened from a full-text hit: its page, and the words to highlight there. */
  target?: ReaderTarget;
}) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<PdfViewerHandle | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [scaleValue, setScaleValue] = useState(OPENING_SCALE);
  // pdf.js's own zoom, from its first layout on: the label never shows a guess.
  const [scale, setScaleNumber] = useState<number | null>(null);
  const [panel, setPanel] = useState<SidePanel>(null);
  const [printProgress, setPrintProgress] = useState<{ done: number; total: number } | null>(null);
  const reportPosition = usePositionSaver(token.contentInfo.id, savesPosition);
  const { watermark } = token;
  const { exit, leave } = useReaderExit();
  const compact = useCompactReader();

  useEffect(() => {
    const container = containerRef.current;
    const viewerElement = viewerRef.current;
    if (!container || !viewerElement) return;
    let cancelled = false;
    const loading = openPdf(token.tokenId);
    let viewer: PDFViewer | null = null;
    void (async () => {
      try {
        const [module, document] = await Promise.all([
          loadViewerModule(),
          loading.then((task) => task.promise),
        ]);
        if (cancelled) return;
        const eventBus = new module.EventBus();
        const linkService = new module.PDFLinkService({ eventBus });
        const findController = new module.PDFFindController({ eventBus, linkService });
        viewer = new module.PDFViewer({
          container,
          viewer: viewerElement,
          eventBus,
          linkService,
          findController,
          removePageBorders: false,
        });
        linkService.setViewer(viewer);
        eventBus.on('pagesinit', () => {
          setScale(viewer!, OPENING_SCALE);
          const start = startPage(token, target, document.numPages);
          if (start) showPage(viewer!, start);
          // The viewer hands the document to the find controller again (resetting any find)
          // once a page is drawn: the words are searched after that, from the hit's page.
          void viewer!.onePageRendered?.then(() =>
            setTimeout(() => {
              if (!cancelled) highlightWords(eventBus, target.words);
            }, 0),
          );
        });
        eventBus.on('pagerendered', ({ pageNumber: rendered, source }: PageRenderedEvent) => {
          ensureWatermark(source.div, watermark);
          if (rendered === 1 || !container.dataset.firstPageRendered) {
            container.dataset.firstPageRendered = String(rendered);
          }
        });
        eventBus.on('pagechanging', ({ pageNumber: current }: { pageNumber: number }) => {
          setPageNumber(current);
          reportPosition(String(current), current / document.numPages);
        });
        eventBus.on('scalechanging', ({ presetValue, scale: current }: ScaleEvent) => {
          setScaleValue(presetValue ?? String(current));
          setScaleNumber(current);
        });
        viewer.setDocument(document);
        linkService.setDocument(document);
        findController.setDocument(document);
        setHandle({ document, viewer, eventBus, linkService, findController });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      viewer?.cleanup();
      void loading.then((task) => task.destroy()).catch(() => undefined);
    };
    // The token is fixed for the life of this reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const preparePages = useCallback(
    async (which: 'all' | 'current') => {
      if (!handle) return [];
      const { document, viewer } = handle;
      const numbers =
        which === 'current'
          ? [viewer.currentPageNumber]
          : Array.from({ length: document.numPages }, (_, index) => index + 1);
      setPrintProgress({ done: 0, total: numbers.length });
      try {
        return await renderPagesForPrint(document, numbers, (done) =>
          setPrintProgress({ done, total: numbers.length }),
        );
      } finally {
        setPrintProgress(null);
      }
    },
    [handle],
  );
  const printMode = toPrintMode(token.contentInfo.printableContent);
  const { print } = usePrintGuard({ mode: printMode, watermark, preparePages });

  const goToPage = useCallback(
    (page: number) => {
      if (handle) showPage(handle.viewer, page);
    },
    [handle],
  );

  useEffect(() => {
    if (!handle) return;
    const { viewer } = handle;
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="combobox"]')) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const turns: Record<string, number> = {
        ArrowRight: 1,
        PageDown: 1,
        ArrowLeft: -1,
        PageUp: -1,
      };
      if (event.key in turns) {
        event.preventDefault();
        showPage(viewer, viewer.currentPageNumber + turns[event.key]!);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        showPage(viewer, event.key === 'Home' ? 1 : viewer.pagesCount);
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        viewer.increaseScale();
      } else if (event.key === '-') {
        event.preventDefault();
        viewer.decreaseScale();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [handle]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <PdfToolbar
        title={token.contentInfo.title}
        exit={exit}
        onLeave={leave}
        compact={compact}
        handle={handle}
        pageNumber={pageNumber}
        scale={scale}
        scaleValue={scaleValue}
        panel={panel}
        onPanel={setPanel}
        onGoToPage={goToPage}
        printMode={printMode}
        onPrint={print}
        printProgress={printProgress}
        highlightQuery={target.words.join(' ')}
      />
      {failed && (
        <Alert severity="error" role="alert">
          {t('reader.loadFailed')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {panel && handle && (
          <Box
            component="nav"
            aria-label={panel === 'thumbnails' ? t('reader.thumbnails') : t('reader.outline')}
            sx={{
              width: { xs: 168, sm: 220 },
              flexShrink: 0,
              overflow: 'auto',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            {panel === 'thumbnails' ? (
              <PdfThumbnails handle={handle} current={pageNumber} onSelect={goToPage} />
            ) : (
              <PdfOutline handle={handle} />
            )}
          </Box>
        )}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
          <div
            ref={containerRef}
            className="hondana-pdf-container"
            role="region"
            aria-label={token.contentInfo.title}
            tabIndex={0}
          >
            <div ref={viewerRef} className="pdfViewer" />
          </div>
        </Box>
      </Box>
    </Box>
  );
}

interface PageRenderedEvent {
  pageNumber: number;
  source: { div: HTMLElement };
}

interface ScaleEvent {
  scale: number;
  presetValue?: string;
}
