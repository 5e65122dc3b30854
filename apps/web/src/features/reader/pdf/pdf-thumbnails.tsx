import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PdfViewerHandle } from './pdf-engine';

const THUMBNAIL_WIDTH = 150;

/** Draws one page small, when it scrolls into the panel (a long book is not fetched whole). */
function Thumbnail(props: {
  handle: PdfViewerHandle;
  pageNumber: number;
  current: boolean;
  onSelect: (page: number) => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { handle, pageNumber } = props;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let drawn = false;
    const observer = new IntersectionObserver((entries) => {
      if (drawn || !entries.some((entry) => entry.isIntersecting)) return;
      drawn = true;
      observer.disconnect();
      void handle.document.getPage(pageNumber).then(async (page) => {
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / base.width });
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await page.render({ canvas, viewport }).promise.catch(() => undefined);
      });
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [handle, pageNumber]);

  return (
    <ButtonBase
      onClick={() => props.onSelect(pageNumber)}
      aria-label={t('reader.thumbnailOf', { page: pageNumber })}
      aria-current={props.current ? 'page' : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        p: 1,
        width: '100%',
        outline: props.current ? '3px solid #317a2e' : 'none',
        outlineOffset: -3,
      }}
    >
      <canvas
        ref={canvasRef}
        width={THUMBNAIL_WIDTH}
        height={Math.round(THUMBNAIL_WIDTH * 1.4)}
        style={{
          width: THUMBNAIL_WIDTH,
          maxWidth: '100%',
          height: 'auto',
          background: '#fff',
          boxShadow: '0 1px 3px #0004',
        }}
      />
      <Typography variant="caption">{pageNumber}</Typography>
    </ButtonBase>
  );
}

export function PdfThumbnails(props: {
  handle: PdfViewerHandle;
  current: number;
  onSelect: (page: number) => void;
}) {
  const pages = Array.from({ length: props.handle.document.numPages }, (_, index) => index + 1);
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {pages.map((page) => (
        <li key={page}>
          <Thumbnail
            handle={props.handle}
            pageNumber={page}
            current={page === props.current}
            onSelect={props.onSelect}
          />
        </li>
      ))}
    </Box>
  );
}
