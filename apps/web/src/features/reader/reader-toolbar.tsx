import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { ReaderExit } from './reader-exit';

/** Below this width the bar keeps one row: the page controls, the rest in its overflow menu. */
export function useCompactReader(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * An icon button with its name as a tooltip. Only where a pointer hovers: on a touch screen a
 * tap left the tooltip standing over the page.
 */
export function ToolButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  children: ReactNode;
}) {
  const canHover = useMediaQuery('(hover: hover)', { noSsr: true });
  return (
    <Tooltip title={props.label} disableHoverListener={!canHover} disableTouchListener>
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

/** One entry of the overflow menu. */
export interface OverflowAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** A toggle that is on (a side panel that is open, the zoom preset in use). */
  selected?: boolean;
  /** Keep the menu open after choosing (zoom steps). */
  keepOpen?: boolean;
}

/** The ⋮ button and its menu: arrow keys move, Enter chooses, Esc closes (MUI Menu). */
export function OverflowMenu({
  actions,
  header,
}: {
  actions: OverflowAction[];
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('reader.more')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'reader-more-menu' : undefined}
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id="reader-more-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {header !== undefined && (
          // Disabled, so the menu's first focus (and arrow keys) go to the first action.
          <MenuItem disabled dense>
            {header}
          </MenuItem>
        )}
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            disabled={action.disabled}
            selected={action.selected}
            aria-checked={action.selected === undefined ? undefined : action.selected}
            role={action.selected === undefined ? 'menuitem' : 'menuitemcheckbox'}
            onClick={() => {
              if (!action.keepOpen) setAnchor(null);
              action.onClick();
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{action.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The way out, first on the bar: its destination named, in words where there is room. */
function BackControl({
  exit,
  onLeave,
  compact,
}: {
  exit: ReaderExit;
  onLeave: () => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`reader.exit.${exit.kind}`);
  if (compact) {
    return (
      <ToolButton label={label} onClick={onLeave}>
        <ArrowBackIcon />
      </ToolButton>
    );
  }
  return (
    <Button
      size="small"
      startIcon={<ArrowBackIcon />}
      onClick={onLeave}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      data-exit-kind={exit.kind}
    >
      {label}
    </Button>
  );
}

/**
 * The reader's bar: back control, the book's title, then the engine's controls, on one row at
 * every width (the title gives way first).
 */
export function ReaderToolbar(props: {
  title: string;
  exit: ReaderExit;
  onLeave: () => void;
  compact: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      role="toolbar"
      aria-label={t('reader.toolbar')}
      data-compact={props.compact ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'nowrap',
        gap: 0.5,
        px: 1,
        py: 0.5,
        minWidth: 0,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <BackControl exit={props.exit} onLeave={props.onLeave} compact={props.compact} />
      <Typography
        component="h1"
        variant="subtitle1"
        noWrap
        title={props.title}
        sx={{ flex: '0 1 auto', minWidth: '3em', maxWidth: 260, mr: 1 }}
      >
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}
