import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchButton as SearchButtonWire } from '@hondana/contract';
import type { CamelCasedDeep } from '../../api/case-conversion';
import type { ButtonTarget } from './search-display';

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export type SearchButtonSetting = CamelCasedDeep<SearchButtonWire>;

/**
 * One configured button (tab bar, search result, detail) with its colours. A target opening a
 * new tab says so to screen readers.
 */
export function SearchButton({
  button,
  target,
}: {
  button: SearchButtonSetting;
  target: ButtonTarget | null;
}) {
  const { t } = useTranslation();
  if (!target) return null;
  const hasColor = button.backgroundColor !== null;
  const sx = {
    ...(button.backgroundColor
      ? {
          bgcolor: button.backgroundColor,
          '&:hover': { bgcolor: button.backgroundColor, filter: 'brightness(0.9)' },
        }
      : {}),
    ...(button.textColor ? { color: button.textColor } : {}),
  };
  const variant = hasColor ? 'contained' : 'outlined';
  if (target.kind === 'route') {
    return (
      <Button component={RouterLink} to={target.to} size="small" variant={variant} sx={sx}>
        {button.label}
      </Button>
    );
  }
  return (
    <Button
      href={target.href}
      target="_blank"
      rel="noopener"
      size="small"
      variant={variant}
      sx={sx}
    >
      {button.label}
      <Box component="span" sx={visuallyHidden}>
        {t('search.results.newTab')}
      </Box>
    </Button>
  );
}
