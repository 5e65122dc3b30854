import { useId } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { popularityPeriods, sortKeys } from './sort-options';
import type { ShelfSort } from './sort-options';

// Native selects: keyboard and screen readers know them, and they cost the home page nothing
// (MUI's Select brings a menu, popover and modal the home page's budget has no room for).
const selectSx = {
  font: 'inherit',
  px: 1,
  py: 0.75,
  borderRadius: 1,
  border: 1,
  borderColor: 'grey.500',
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
} as const;

/** Sort by newest, title, author or popularity over a period (product.md §9). */
export function SortBar({
  sort,
  onChange,
}: {
  sort: ShelfSort;
  onChange: (sort: ShelfSort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box component="label" htmlFor={`${id}-sort`} sx={{ fontWeight: 600 }}>
        {t('library.sort.label')}
      </Box>
      <Box
        component="select"
        id={`${id}-sort`}
        value={sort.key}
        onChange={(event) => onChange({ ...sort, key: event.target.value as ShelfSort['key'] })}
        sx={selectSx}
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {t(`library.sort.${key}`)}
          </option>
        ))}
      </Box>
      {sort.key === 'popular' ? (
        <>
          <Box component="label" htmlFor={`${id}-period`} sx={{ fontWeight: 600 }}>
            {t('library.sort.periodLabel')}
          </Box>
          <Box
            component="select"
            id={`${id}-period`}
            value={sort.period}
            onChange={(event) =>
              onChange({ ...sort, period: event.target.value as ShelfSort['period'] })
            }
            sx={selectSx}
          >
            {popularityPeriods.map((period) => (
              <option key={period} value={period}>
                {t(`library.sort.${period}`)}
              </option>
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
