import { useState } from 'react';
import { PrintPermission } from '@hondana/contract';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { PrintMode } from '../print-guard';
import type { ReaderExit } from '../reader-exit';
import { OverflowMenu, ReaderToolbar, ToolButton, type OverflowAction } from '../reader-toolbar';
import { setScale, type PdfViewerHandle } from './pdf-engine';
import { PdfSearch } from './pdf-search';

export type SidePanel = 'thumbnails' | 'outline' | null;

export interface PdfToolbarProps {
  title: string;
  exit: ReaderExit;
  onLeave: () => void;
  /** A phone-width screen: one row of page controls, the rest in the overflow menu. */
  compact: boolean;
  handle: PdfViewerHandle | null;
  pageNumber: number;
  /** The zoom pdf.js shows (1 = 100 %), or null before the first layout. */
  scale: number | null;
  /** The zoom preset in use ('auto', 'page-width', 'page-fit'), or a factor as text. */
  scaleValue: string;
  panel: SidePanel;
  onPanel: (panel: SidePanel) => void;
  onGoToPage: (page: number) => void;
  printMode: PrintMode;
  onPrint: (which: 'all' | 'current') => Promise<void>;
  printProgress: { done: number; total: number } | null;
  /** Words the reader opened highlighted (a full-text hit): the search field shows them. */
  highlightQuery?: string;
}

/** The reader's bar: way out, pages, zoom and fit, side panels, search, print. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const { handle, compact } = props;
  const disabled = !handle;
  const [searchOpen, setSearchOpen] = useState(Boolean(props.highlightQuery));
  const togglePanel = (panel: SidePanel) => props.onPanel(props.panel === panel ? null : panel);
  const zoomText = props.scale === null ? '' : `${Math.round(props.scale * 100)}%`;
  const fit = (value: string) => {
    if (handle) setScale(handle.viewer, value);
  };

  const panels: OverflowAction[] = [
    {
      key: 'thumbnails',
      label: t('reader.thumbnails'),
      icon: <ViewModuleIcon />,
      selected: props.panel === 'thumbnails',
      onClick: () => togglePanel('thumbnails'),
      disabled,
    },
    {
      key: 'outline',
      label: t('reader.outline'),
      icon: <TocIcon />,
      selected: props.panel === 'outline',
      onClick: () => togglePanel('outline'),
      disabled,
    },
  ];
  const zoom: OverflowAction[] = [
    {
      key: 'zoom-out',
      label: t('reader.zoomOut'),
      icon: <ZoomOutIcon />,
      onClick: () => handle?.viewer.decreaseScale(),
      disabled,
      keepOpen: true,
    },
    {
      key: 'zoom-in',
      label: t('reader.zoomIn'),
      icon: <ZoomInIcon />,
      onClick: () => handle?.viewer.increaseScale(),
      disabled,
      keepOpen: true,
    },
    {
      key: 'fit-width',
      label: t('reader.fitWidth'),
      icon: <WidthFullIcon />,
      selected: props.scaleValue === 'page-width',
      onClick: () => fit('page-width'),
      disabled,
    },
    {
      key: 'fit-page',
      label: t('reader.fitPage'),
      icon: <FitScreenIcon />,
      selected: props.scaleValue === 'page-fit',
      onClick: () => fit('page-fit'),
      disabled,
    },
  ];
  const printing: OverflowAction[] =
    props.printMode === 0
      ? []
      : [
          ...(props.printMode === PrintPermission.CurrentPage
            ? []
            : [
                {
                  key: 'print-all',
                  label: t('reader.printAll'),
                  icon: <PrintIcon />,
                  onClick: () => void props.onPrint('all'),
                  disabled: disabled || props.printProgress !== null,
                },
              ]),
          {
            key: 'print-current',
            label: t('reader.printCurrent'),
            icon: <PrintIcon />,
            onClick: () => void props.onPrint('current'),
            disabled: disabled || props.printProgress !== null,
          },
        ];

  const pageControls = <PageControls {...props} />;
  const zoomLevel = (
    <Typography
      variant="body2"
      aria-label={t('reader.zoomLevel')}
      data-testid="zoom-level"
      sx={{ minWidth: '3.5em', textAlign: 'center' }}
    >
      {zoomText}
    </Typography>
  );
  const status = props.printProgress && (
    <Typography variant="body2" role="status">
      {t('reader.printPreparing', props.printProgress)}
    </Typography>
  );

  if (compact) {
    return (
      <>
        <ReaderToolbar title={props.title} exit={props.exit} onLeave={props.onLeave} compact>
          <Box sx={{ flex: 1 }} />
          {pageControls}
          <ToolButton
            label={t('reader.search')}
            pressed={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
            disabled={disabled}
          >
            <SearchIcon />
          </ToolButton>
          <OverflowMenu
            actions={[...panels, ...zoom, ...printing]}
            header={`${t('reader.zoomLevel')}: ${zoomText}`}
          />
        </ReaderToolbar>
        {searchOpen && handle && (
          <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <PdfSearch handle={handle} initialQuery={props.highlightQuery} autoFocus />
          </Box>
        )}
        {status}
      </>
    );
  }

  return (
    <ReaderToolbar title={props.title} exit={props.exit} onLeave={props.onLeave} compact={false}>
      {panels.map((action) => (
        <ToolButton
          key={action.key}
          label={action.label}
          pressed={action.selected}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.icon}
        </ToolButton>
      ))}
      {pageControls}
      <ToolButton label={zoom[0]!.label} onClick={zoom[0]!.onClick} disabled={disabled}>
        {zoom[0]!.icon}
      </ToolButton>
      {zoomLevel}
      {zoom.slice(1).map((action) => (
        <ToolButton
          key={action.key}
          label={action.label}
          pressed={action.selected}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.icon}
        </ToolButton>
      ))}
      <Box sx={{ flex: 1 }} />
      {handle && <PdfSearch handle={handle} initialQuery={props.highlightQuery} />}
      {props.printMode !== 0 && <PrintButton {...props} />}
      {status}
    </ReaderToolbar>
  );
}

/** Previous, the page field with the page count, next. */
function PageControls(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const { handle, pageNumber } = props;
  const pageCount = handle?.document.numPages ?? 0;
  // What the reader is typing in the page field; null shows the current page.
  const [typed, setTyped] = useState<string | null>(null);
  const pageText = typed ?? String(pageNumber);
  const disabled = !handle;
  return (
    <>
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
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}
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
              style: { width: '3em', textAlign: 'right', padding: '4px 6px' },
            },
          }}
          disabled={disabled}
        />
        <Typography variant="body2" data-testid="page-count" sx={{ whiteSpace: 'nowrap' }}>
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
    </>
  );
}

/** Print: the current page at once, or a choice of all pages or the current one. */
function PrintButton(props: PdfToolbarProps) {
  const { t } = useTranslation();
  const [printMenu, setPrintMenu] = useState<HTMLElement | null>(null);
  return (
    <>
      <ToolButton
        label={
          props.printProgress ? t('reader.printPreparing', props.printProgress) : t('reader.print')
        }
        onClick={() => {
          if (props.printMode === PrintPermission.CurrentPage) void props.onPrint('current');
          else setPrintMenu(document.activeElement as HTMLElement);
        }}
        disabled={!props.handle || props.printProgress !== null}
      >
        <PrintIcon />
      </ToolButton>
      <Menu anchorEl={printMenu} open={printMenu !== null} onClose={() => setPrintMenu(null)}>
        {(['all', 'current'] as const).map((which) => (
          <MenuItem
            key={which}
            onClick={() => {
              setPrintMenu(null);
              void props.onPrint(which);
            }}
          >
            {which === 'all' ? t('reader.printAll') : t('reader.printCurrent')}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
