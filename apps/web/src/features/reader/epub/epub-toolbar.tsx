import { useState } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import TextDecreaseIcon from '@mui/icons-material/TextDecrease';
import TextIncreaseIcon from '@mui/icons-material/TextIncrease';
import TocIcon from '@mui/icons-material/Toc';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import type { View } from 'foliate-js/view.js';
import { useTranslation } from 'react-i18next';
import type { ReaderExit } from '../reader-exit';
import { OverflowMenu, ReaderToolbar, ToolButton, type OverflowAction } from '../reader-toolbar';
import { EpubSearch } from './epub-search';

export type Flow = 'paginated' | 'scrolled';

/** Where the reader is: foliate's location ("page x of y") and the share of the book read. */
export interface EpubLocation {
  current: number;
  total: number;
  fraction: number;
}

export interface EpubToolbarProps {
  title: string;
  exit: ReaderExit;
  onLeave: () => void;
  compact: boolean;
  view: View | null;
  ready: boolean;
  location: EpubLocation | null;
  onToc: () => void;
  flow: Flow;
  onFlow: (flow: Flow) => void;
  canShrink: boolean;
  canGrow: boolean;
  onFont: (step: 1 | -1) => void;
  canPrint: boolean;
  onPrint: () => void;
}

/** The EPUB reader's bar: way out, contents, pages and location, text size, layout, search. */
export function EpubToolbar(props: EpubToolbarProps) {
  const { t } = useTranslation();
  const { ready, compact } = props;
  const [searchOpen, setSearchOpen] = useState(false);
  const { location } = props;
  const where = (
    <Typography
      variant="body2"
      role="status"
      data-testid="epub-location"
      title={location ? t('reader.progress', { percent: Math.round(location.fraction * 100) }) : ''}
      sx={{ minWidth: '4em', textAlign: 'center', whiteSpace: 'nowrap' }}
    >
      {ready && location
        ? t('reader.location', { current: location.current, total: location.total })
        : ''}
    </Typography>
  );
  const pages = (
    <>
      <ToolButton
        label={t('reader.previousPage')}
        onClick={() => void props.view?.prev()}
        disabled={!ready}
      >
        <NavigateBeforeIcon />
      </ToolButton>
      {where}
      <ToolButton
        label={t('reader.nextPage')}
        onClick={() => void props.view?.next()}
        disabled={!ready}
      >
        <NavigateNextIcon />
      </ToolButton>
    </>
  );
  const toc: OverflowAction = {
    key: 'toc',
    label: t('reader.tableOfContents'),
    icon: <TocIcon />,
    onClick: props.onToc,
    disabled: !ready,
  };
  const fonts: OverflowAction[] = [
    {
      key: 'smaller',
      label: t('reader.fontSmaller'),
      icon: <TextDecreaseIcon />,
      onClick: () => props.onFont(-1),
      disabled: !ready || !props.canShrink,
      keepOpen: true,
    },
    {
      key: 'larger',
      label: t('reader.fontLarger'),
      icon: <TextIncreaseIcon />,
      onClick: () => props.onFont(1),
      disabled: !ready || !props.canGrow,
      keepOpen: true,
    },
  ];
  const print: OverflowAction[] = props.canPrint
    ? [
        {
          key: 'print',
          label: t('reader.printCurrent'),
          icon: <PrintIcon />,
          onClick: props.onPrint,
          disabled: !ready,
        },
      ]
    : [];

  if (compact) {
    const flows: OverflowAction[] = [
      {
        key: 'paginated',
        label: t('reader.paginated'),
        icon: <AutoStoriesIcon />,
        selected: props.flow === 'paginated',
        onClick: () => props.onFlow('paginated'),
      },
      {
        key: 'scrolled',
        label: t('reader.scrolled'),
        icon: <ViewDayIcon />,
        selected: props.flow === 'scrolled',
        onClick: () => props.onFlow('scrolled'),
      },
    ];
    return (
      <>
        <ReaderToolbar title={props.title} exit={props.exit} onLeave={props.onLeave} compact>
          <Box sx={{ flex: 1 }} />
          {pages}
          <ToolButton
            label={t('reader.search')}
            pressed={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
            disabled={!ready}
          >
            <SearchIcon />
          </ToolButton>
          <OverflowMenu actions={[toc, ...fonts, ...flows, ...print]} />
        </ReaderToolbar>
        {searchOpen && (
          <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <EpubSearch view={props.view} disabled={!ready} autoFocus />
          </Box>
        )}
      </>
    );
  }

  return (
    <ReaderToolbar title={props.title} exit={props.exit} onLeave={props.onLeave} compact={false}>
      {[toc].map((action) => (
        <ToolButton
          key={action.key}
          label={action.label}
          onClick={action.onClick}
          disabled={!ready}
        >
          {action.icon}
        </ToolButton>
      ))}
      {pages}
      {fonts.map((action) => (
        <ToolButton
          key={action.key}
          label={action.label}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.icon}
        </ToolButton>
      ))}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.flow}
        aria-label={t('reader.flow')}
        onChange={(_, value: Flow | null) => value && props.onFlow(value)}
        sx={{ flexShrink: 0 }}
      >
        <ToggleButton value="paginated">{t('reader.paginated')}</ToggleButton>
        <ToggleButton value="scrolled">{t('reader.scrolled')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1 }} />
      <EpubSearch view={props.view} disabled={!ready} />
      {print.map((action) => (
        <ToolButton
          key={action.key}
          label={action.label}
          onClick={action.onClick}
          disabled={action.disabled}
        >
          {action.icon}
        </ToolButton>
      ))}
    </ReaderToolbar>
  );
}
