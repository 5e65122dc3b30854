import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWatermarkElement } from './watermark';
import type { Watermark } from './reader-api';

/** 0 none, 1 all pages, 2 current page (the token's `printable_content`). */
export type PrintMode = 0 | 1 | 2;

export function toPrintMode(value: number): PrintMode {
  return value === 1 || value === 2 ? value : 0;
}

/** A printed page: an image of the page (PDF) the reader prepared. */
export interface PrintPage {
  url: string;
  widthPt: number;
  heightPt: number;
}

/**
 * Printing as the book's permission allows. While the reader is open the body carries
 * `hondana-reader` and, unless a print was prepared here, `hondana-no-print`: the browser's own
 * print (menu, Ctrl+P) then shows a notice instead of the book (reader.css @media print).
 * Ctrl+P runs the reader's print when printing is allowed.
 */
export function usePrintGuard(options: {
  mode: PrintMode;
  watermark: Watermark;
  /** PDF: renders the pages to print; EPUB: null (the stage on screen is printed). */
  preparePages: ((which: 'all' | 'current') => Promise<PrintPage[]>) | null;
}) {
  const { t } = useTranslation();
  const { mode, watermark, preparePages } = options;
  const [preparing, setPreparing] = useState(false);
  const busy = useRef(false);

  useEffect(() => {
    const body = document.body;
    body.classList.add('hondana-reader', 'hondana-no-print');
    body.dataset.printBlocked = t('reader.printBlocked');
    return () => {
      body.classList.remove('hondana-reader', 'hondana-no-print');
      delete body.dataset.printBlocked;
    };
  }, [t]);

  const print = useCallback(
    async (which: 'all' | 'current') => {
      if (mode === 0 || busy.current) return;
      // "Current page" books never print more than the page on screen.
      const scope = mode === 2 ? 'current' : which;
      busy.current = true;
      setPreparing(true);
      const area = document.createElement('div');
      area.className = 'hondana-print-area';
      try {
        const pages = preparePages ? await preparePages(scope) : [];
        for (const page of pages) {
          const sheet = document.createElement('div');
          sheet.className = 'hondana-print-page';
          const image = document.createElement('img');
          image.src = page.url;
          image.alt = '';
          sheet.append(image, createWatermarkElement(watermark));
          area.append(sheet);
        }
        document.body.append(area);
        await Promise.all(
          [...area.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)),
        );
        document.body.classList.remove('hondana-no-print');
        window.print();
      } finally {
        document.body.classList.add('hondana-no-print');
        area.remove();
        for (const image of area.querySelectorAll('img')) URL.revokeObjectURL(image.src);
        busy.current = false;
        setPreparing(false);
      }
    },
    [mode, preparePages, watermark],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        void print('all');
      }
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [print]);

  return { print, preparing, canPrint: mode !== 0 };
}
