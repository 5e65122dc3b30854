import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { View } from 'foliate-js/view.js';
import { useTranslation } from 'react-i18next';

type Found = { query: string; cfis: string[]; current: number } | 'searching' | null;

/** Every match of the query in the whole book, in reading order (foliate-js's `View.search`). */
async function searchBook(view: View, query: string): Promise<string[]> {
  const cfis: string[] = [];
  const results = view.search({
    query,
    matchCase: false,
    matchDiacritics: false,
    matchWholeWords: false,
  });
  for await (const result of results) {
    if (result === 'done') break;
    if ('subitems' in result) cfis.push(...result.subitems.map((item) => item.cfi));
  }
  return cfis;
}

/**
 * Search inside the book: Enter searches every section (foliate outlines each match where it is
 * shown) and goes to the first match; Enter again, or the arrows, go to the next or previous.
 */
export function EpubSearch({
  view,
  disabled,
  autoFocus = false,
}: {
  view: View | null;
  disabled: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>(null);
  // A search that a newer one replaced must not show its matches.
  const runs = useRef(0);

  async function run(text: string) {
    if (!view) return;
    const run = ++runs.current;
    if (text.trim() === '') {
      view.clearSearch();
      setFound(null);
      return;
    }
    setFound('searching');
    const cfis = await searchBook(view, text.trim());
    if (run !== runs.current) return;
    setFound({ query: text, cfis, current: 0 });
    if (cfis[0]) await view.goTo(cfis[0]);
  }

  function step(by: 1 | -1) {
    if (!view || found === null || found === 'searching' || found.cfis.length === 0) return;
    const current = (found.current + by + found.cfis.length) % found.cfis.length;
    setFound({ ...found, current });
    void view.goTo(found.cfis[current]!);
  }

  const hasMatches = typeof found === 'object' && found !== null && found.cfis.length > 0;
  let status = '';
  if (found === 'searching') status = t('reader.searching');
  else if (found && found.cfis.length === 0) status = t('reader.searchNone');
  else if (found) {
    status = t('reader.searchResult', { current: found.current + 1, total: found.cfis.length });
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <TextField
        size="small"
        type="search"
        autoFocus={autoFocus}
        placeholder={t('reader.search')}
        value={query}
        disabled={disabled}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim() === '') void run('');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (typeof found === 'object' && found?.query === query && hasMatches) {
            step(event.shiftKey ? -1 : 1);
          } else void run(query);
        }}
        sx={{ flex: '1 1 12em', minWidth: '6em' }}
        slotProps={{
          htmlInput: { 'aria-label': t('reader.search'), style: { padding: '4px 8px' } },
        }}
      />
      <IconButton
        size="small"
        aria-label={t('reader.searchPrevious')}
        onClick={() => step(-1)}
        disabled={!hasMatches}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('reader.searchNext')}
        onClick={() => step(1)}
        disabled={!hasMatches}
      >
        <KeyboardArrowDownIcon />
      </IconButton>
      <Typography
        variant="body2"
        role="status"
        data-testid="epub-search-status"
        sx={{ minWidth: '5em', whiteSpace: 'nowrap' }}
      >
        {status}
      </Typography>
    </Box>
  );
}
