import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { makeBook, type RelocateDetail, type TocItem, type View } from 'foliate-js/view.js';
import { useTranslation } from 'react-i18next';
import { downloadBook, type ViewerToken } from '../reader-api';
import { toPrintMode, usePrintGuard } from '../print-guard';
import { usePositionSaver } from '../use-position-saver';
import type { ReaderTarget } from '../reader-target';
import { createWatermarkElement } from '../watermark';
import { highlightSection } from './epub-highlight';
import { forbidScriptsInFrames, frameMayRunScripts } from './frame-sandbox';
import { transformResource } from './sanitize-section';
import { useCompactReader } from '../reader-toolbar';
import { useReaderExit } from '../use-reader-exit';
import { EpubToolbar, type EpubLocation, type Flow } from './epub-toolbar';

const FONT_SIZES = [80, 90, 100, 115, 130, 150, 175, 200];
const DEFAULT_FONT_INDEX = 2;

/** foliate's location as "page x of y": its steps of 1,500 bytes, counted from 1. */
function locationOf(detail: RelocateDetail): EpubLocation | null {
  const { location } = detail;
  if (!location || location.total < 1) return null;
  return {
    current: Math.min(location.current + 1, location.total),
    total: location.total,
    fraction: detail.fraction ?? 0,
  };
}

/**
 * Horizontal text reads in one column: foliate's two-column spread left a short chapter in the
 * left half of a wide screen with the right half empty. Vertical text keeps foliate's layout.
 */
function fitColumns(view: View, doc: Document) {
  const mode = doc.defaultView?.getComputedStyle(doc.body).writingMode ?? '';
  const columns = mode.startsWith('vertical') ? null : '1';
  if (view.renderer.getAttribute('max-column-count') === columns) return;
  if (columns) view.renderer.setAttribute('max-column-count', columns);
  else view.renderer.removeAttribute('max-column-count');
}

function TocList({
  items,
  depth,
  onOpen,
}: {
  items: TocItem[];
  depth: number;
  onOpen: (href: string) => void;
}) {
  return (
    <List dense disablePadding>
      {items.map((item, index) => (
        <li key={`${depth}-${index}`}>
          <ListItemButton sx={{ pl: 2 + depth * 2 }} onClick={() => onOpen(item.href)}>
            <ListItemText primary={item.label} />
          </ListItemButton>
          {item.subitems && item.subitems.length > 0 && (
            <TocList items={item.subitems} depth={depth + 1} onOpen={onOpen} />
          )}
        </li>
      ))}
    </List>
  );
}

/**
 * The EPUB reader on foliate-js: paginated or scrolled, the book's writing mode (Japanese
 * vertical text turns pages right to left) and ruby as the book sets them, font size, table of
 * contents, the watermark over the page, printing of the page on screen when allowed.
 */
export default function EpubReader({
  viewer: token,
  savesPosition,
  target = { page: null, words: [] },
}: {
  viewer: ViewerToken;
  savesPosition: boolean;
  /** Opened from a full-text hit: its spine item (page n = item n), and the words to mark. */
  target?: ReaderTarget;
}) {
  const { t } = useTranslation();
  const stageRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View | null>(null);
  const [ready, setReady] = useState(false);
  // The open book's view, for the bar's controls (viewRef is for effects and handlers).
  const [view, setView] = useState<View | null>(null);
  const [failed, setFailed] = useState(false);
  const [flow, setFlow] = useState<Flow>('paginated');
  const [fontIndex, setFontIndex] = useState(DEFAULT_FONT_INDEX);
  const [toc, setToc] = useState<TocItem[]>([]);
  const [tocOpen, setTocOpen] = useState(false);
  const [location, setLocation] = useState<EpubLocation | null>(null);
  const [highlights, setHighlights] = useState<number | null>(null);
  const reportPosition = usePositionSaver(token.contentInfo.id, savesPosition);
  const printMode = toPrintMode(token.contentInfo.printableContent);
  const { print } = usePrintGuard({
    mode: printMode,
    watermark: token.watermark,
    preparePages: null,
  });
  const { exit, leave, onFrameKey } = useReaderExit();
  const compact = useCompactReader();
  // The book's frames take the keys while the reader reads: Esc there leaves too.
  const frameKeyRef = useRef(onFrameKey);
  useEffect(() => {
    frameKeyRef.current = onFrameKey;
  }, [onFrameKey]);

  const onKey = useCallback((event: KeyboardEvent) => {
    const view = viewRef.current;
    if (!view || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest?.('input, textarea, select')) return;
    // A key in the book's frame reaches this listener only (the window's is the top page's).
    if (event.key === 'Escape' && target?.ownerDocument !== document) {
      frameKeyRef.current(event);
      return;
    }
    const actions: Record<string, () => Promise<void>> = {
      ArrowLeft: () => view.goLeft(),
      ArrowRight: () => view.goRight(),
      PageUp: () => view.prev(),
      PageDown: () => view.next(),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      void action();
    }
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    let cancelled = false;
    let view: View | null = null;
    const stop = () => {
      cancelled = true;
      view?.close();
      view?.remove();
      viewRef.current = null;
    };
    forbidScriptsInFrames();
    void (async () => {
      try {
        const file = await downloadBook(token.tokenId, 'book.epub', 'application/epub+zip');
        const book = await makeBook(file);
        book.transformTarget?.addEventListener('data', (event) => {
          // foliate-js awaits both before it makes the blob: URL.
          const detail = (event as CustomEvent<{ data: unknown; type: unknown }>).detail;
          const resource = transformResource({ data: detail.data, type: detail.type });
          detail.data = resource.then((result) => result.data);
          // A failed read fails through data; this one must not reject unheard.
          detail.type = resource.then(
            (result) => result.type,
            () => 'application/octet-stream',
          );
        });
        if (cancelled) return;
        view = document.createElement('foliate-view') as View;
        view.style.cssText = 'display:block;width:100%;height:100%';
        stage.prepend(view);
        viewRef.current = view;
        view.addEventListener('relocate', (event) => {
          const detail = (event as CustomEvent<RelocateDetail>).detail;
          const fraction = detail.fraction ?? 0;
          setLocation(locationOf(detail));
          reportPosition(detail.cfi, fraction);
        });
        view.addEventListener('load', (event) => {
          const { doc } = (event as CustomEvent<{ doc: Document }>).detail;
          if (frameMayRunScripts(doc)) {
            // A foliate-js that sandboxes its frames some other way: show none of the book.
            stop();
            setFailed(true);
            return;
          }
          doc.addEventListener('keydown', onKey);
          fitColumns(view!, doc);
        });
        await view.open(book);
        view.renderer.setAttribute('flow', 'paginated');
        // Most right-to-left books are vertical; the first section's writing mode decides.
        if (book.dir !== 'rtl') view.renderer.setAttribute('max-column-count', '1');
        setToc(view.book.toc ?? []);
        // A full-text hit names a spine item (the server's page n is item n - 1 here).
        const hitIndex =
          target.page !== null && target.page <= view.book.sections.length ? target.page - 1 : null;
        if (hitIndex === null) {
          await view.init({ lastLocation: token.readingPosition?.location ?? null });
        } else {
          // Index 0 reads as "no location" to init, which then opens the first item anyway.
          await view.init({ lastLocation: hitIndex > 0 ? hitIndex : null });
          const mark = async () => {
            const found = await highlightSection(view!, hitIndex, target.words);
            if (!cancelled) setHighlights(found.length);
            return found;
          };
          // A section shown again (flow or size change) gets its marks again.
          view.addEventListener('create-overlay', (event) => {
            const { index } = (event as CustomEvent<{ index: number }>).detail;
            // The overlayer is attached once this event's handlers return.
            if (index === hitIndex) setTimeout(() => void mark(), 0);
          });
          const found = await mark();
          // Paginated, the first match may lie a few screens into the item: show it.
          if (found[0] && !cancelled) await view.goTo(found[0]);
        }
        if (!cancelled) {
          setView(view);
          setReady(true);
        }
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return stop;
    // The token is fixed for the life of this reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  useEffect(() => {
    viewRef.current?.renderer.setAttribute('flow', flow);
  }, [flow, ready]);

  useEffect(() => {
    viewRef.current?.renderer.setStyles?.(
      `html { font-size: ${FONT_SIZES[fontIndex]}% !important; }`,
    );
  }, [fontIndex, ready]);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const layer = createWatermarkElement(token.watermark);
    stage.append(layer);
    return () => layer.remove();
  }, [token.watermark]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <EpubToolbar
        title={token.contentInfo.title}
        exit={exit}
        onLeave={leave}
        compact={compact}
        view={view}
        ready={ready}
        location={location}
        onToc={() => setTocOpen(true)}
        flow={flow}
        onFlow={setFlow}
        canShrink={fontIndex > 0}
        canGrow={fontIndex < FONT_SIZES.length - 1}
        onFont={(step) =>
          setFontIndex((index) => Math.min(FONT_SIZES.length - 1, Math.max(0, index + step)))
        }
        canPrint={printMode !== 0}
        onPrint={() => void print('current')}
      />
      {failed && (
        <Alert severity="error" role="alert">
          {t('reader.loadFailed')}
        </Alert>
      )}
      <Box
        ref={stageRef}
        className="hondana-print-stage hondana-epub-stage"
        role="region"
        aria-label={token.contentInfo.title}
        data-ready={ready ? 'true' : undefined}
        data-highlights={highlights ?? undefined}
        sx={{ position: 'relative', flex: 1, minHeight: 0 }}
      />
      <Drawer
        open={tocOpen}
        onClose={() => setTocOpen(false)}
        slotProps={{
          paper: { component: 'nav', 'aria-label': t('reader.tableOfContents') } as object,
        }}
      >
        <Box sx={{ width: 300 }}>
          <TocList
            items={toc}
            depth={0}
            onOpen={(href) => {
              setTocOpen(false);
              void viewRef.current?.goTo(href);
            }}
          />
        </Box>
      </Drawer>
    </Box>
  );
}
