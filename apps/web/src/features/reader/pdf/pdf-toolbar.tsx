import { useState } from 'react';
import { PrintPermission } from '@hondana/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import WidthFullIcon from '@mui/icons-material/WidthFull';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import TocIcon from '@mui/icons-material/Toc';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { PrintMode } from '../print-guard';
import { setScale, type PdfViewerHandle } from './pdf-engine';
import { PdfSearch } from './pdf-search';

export type SidePanel = 'thumbnails' | 'outline' | null;

function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-pressed={props.pressed}
          onClick={props.onClick}
          disabled={props.disabled}
          size="small"
          color={props.pressed ? 'primary' : 'default'}
        >
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The reader's bar: pages, zoom and fit, side panels, search, print. */
export function PdfToolbar(props: {
  title: string;
  handle: PdfViewerHandle | null;
  pageNumber: number;
  scaleValue: string;
  panel: SidePanel;
  onPanel: (panel: SidePanel) => void;
  onGoToPage: (page: number) => void;
  printMode: PrintMode;
  onPrint: (which: 'all' | 'current') => Promise<void>;
  printProgress: { done: number; total: number } | null;
  /** Words the reader opened highlighted (a full-text hit): the search field shows them. */
  highlightQuery?: string;
}) {
  const { t } = useTranslation();
  const { handle, pageNumber } = props;
  const pageCount = handle?.document.numPages ?? 0;
  // What the reader is typing in the page field; null shows the current page.
  const [typed, setTyped] = useState<string | null>(null);
  const pageText = typed ?? String(pageNumber);
  const [printMenu, setPrintMenu] = useState<HTMLElement | null>(null);
  const disabled = !handle;
  const togglePanel = (panel: SidePanel) => props.onPanel(props.panel === panel ? null : panel);

  return (
    <Box
      role="toolbar"
      aria-label={t('reader.toolbar')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h1" variant="subtitle1" noWrap sx={{ maxWidth: 260, mr: 1 }}>
        {props.title}
      </Typography>
      <ToolButton
        label={t('reader.thumbnails')}
        pressed={props.panel === 'thumbnails'}
        onClick={() => togglePanel('thumbnails')}
        disabled={disabled}
      >
        <ViewModuleIcon />
      </ToolButton>
      <ToolButton
        label={t('reader.outline')}
        pressed={props.panel === 'outline'}
        onClick={() => togglePanel('outline')}
        disabled={disabled}
      >
        <TocIcon />
      </ToolButton>
      <ToolButton
        label={t('reader.previousPage')}
        onClick={() => props.onGoToPage(pageNumber - 1)}
        disabled={disabled || pageNumber <= 1}
      >
        <NavigateBeforeIcon />
      </ToolButton>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          const page = Number(pageText);
          if (Number.isInteger(page)) props.onGoToPage(page);
          setTyped(null);
        }}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <TextField
          size="small"
          value={pageText}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={() => setTyped(null)}
          slotProps={{
            htmlInput: {
              'aria-label': t('reader.pageNumber'),
              inputMode: 'numeric',
              style: { width: '3.5em', textAlign: 'right', padding: '4px 6px' },
            },
          }}
          disabled={disabled}
        />
        <Typography variant="body2" data-testid="page-count">
          {t('reader.pageOf', { count: pageCount })}
        </Typography>
      </Box>
      <ToolButton
        label={t('reader.nextPage')}
        onClick={() => props.onGoToPage(pageNumber + 1)}
        disabled={disabled || pageNumber >= pageCount}
      >
        <NavigateNextIcon />
      </ToolButton>
      <ToolButton
        label={t('reader.zoomOut')}
        onClick={() => handle?.viewer.decreaseScale()}
        disabled={disabled}
      >
        <ZoomOutIcon />
      </ToolButton>
      <Typography
        variant="body2"
        aria-label={t('reader.zoomLevel')}
        sx={{ minWidth: '3.5em', textAlign: 'center' }}
      >
        {handle ? `${Math.round(handle.viewer.currentScale * 100)}%` : ''}
      </Typography>
      <ToolButton
        label={t('reader.zoomIn')}
        onClick={() => handle?.viewer.increaseScale()}
        disabled={disabled}
      >
        <ZoomInIcon />
      </ToolButton>
      <ToolButton
        label={t('reader.fitWidth')}
        pressed={props.scaleValue === 'page-width'}
        onClick={() => {
          if (handle) setScale(handle.viewer, 'page-width');
        }}
        disabled={disabled}
      >
        <WidthFullIcon />
      </ToolButton>
      <ToolButton
        label={t('reader.fitPage')}
        pressed={props.scaleValue === 'page-fit'}
        onClick={() => {
          if (handle) setScale(handle.viewer, 'page-fit');
        }}
        disabled={disabled}
      >
        <FitScreenIcon />
      </ToolButton>
      <Box sx={{ flex: 1 }} />
      {handle && <PdfSearch handle={handle} initialQuery={props.highlightQuery} />}
      {props.printMode !== 0 && (
        <>
          <ToolButton
            label={
              props.printProgress
                ? t('reader.printPreparing', props.printProgress)
                : t('reader.print')
            }
            onClick={() => {
              if (props.printMode === PrintPermission.CurrentPage) void props.onPrint('current');
              else setPrintMenu(document.activeElement as HTMLElement);
            }}
            disabled={disabled || props.printProgress !== null}
          >
            <PrintIcon />
          </ToolButton>
          <Menu anchorEl={printMenu} open={printMenu !== null} onClose={() => setPrintMenu(null)}>
            <MenuItem
              onClick={() => {
                setPrintMenu(null);
                void props.onPrint('all');
              }}
            >
              {t('reader.printAll')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setPrintMenu(null);
                void props.onPrint('current');
              }}
            >
              {t('reader.printCurrent')}
            </MenuItem>
          </Menu>
        </>
      )}
      {props.printProgress && (
        <Typography variant="body2" role="status">
          {t('reader.printPreparing', props.printProgress)}
        </Typography>
      )}
    </Box>
  );
}
