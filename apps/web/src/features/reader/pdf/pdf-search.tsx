import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useTranslation } from 'react-i18next';
import type { PdfViewerHandle } from './pdf-engine';

interface MatchesCount {
  current: number;
  total: number;
}

/**
 * Search inside the book with pdf.js's find controller: every match highlighted on the pages
 * shown, Enter for the next, Shift+Enter for the previous. It reads the text of each page it
 * searches, so the first search of a long book fetches those pages.
 */
export function PdfSearch({
  handle,
  initialQuery = '',
  autoFocus = false,
}: {
  handle: PdfViewerHandle;
  /** The words the reader highlights on opening (their find is the reader's, see pdf-highlight.ts). */
  initialQuery?: string;
  /** Opened on demand (the phone bar's search button): the field takes the focus. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(initialQuery);
  const [matches, setMatches] = useState<MatchesCount | null>(null);

  useEffect(() => {
    const onCount = ({ matchesCount }: { matchesCount: MatchesCount }) => setMatches(matchesCount);
    handle.eventBus.on('updatefindmatchescount', onCount);
    handle.eventBus.on('updatefindcontrolstate', onCount);
    return () => {
      handle.eventBus.off('updatefindmatchescount', onCount);
      handle.eventBus.off('updatefindcontrolstate', onCount);
    };
  }, [handle]);

  function find(type: '' | 'again', findPrevious = false, text = query) {
    if (text.trim() === '') {
      setMatches(null);
    }
    handle.eventBus.dispatch('find', {
      source: null,
      type,
      query: text,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious,
      matchDiacritics: false,
    });
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <TextField
        size="small"
        type="search"
        autoFocus={autoFocus}
        sx={{ flex: '1 1 12em', minWidth: '6em' }}
        placeholder={t('reader.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          find('', false, event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            find('again', event.shiftKey);
          }
        }}
        slotProps={{
          htmlInput: { 'aria-label': t('reader.search'), style: { padding: '4px 8px' } },
        }}
      />
      <IconButton
        size="small"
        aria-label={t('reader.searchPrevious')}
        onClick={() => find('again', true)}
        disabled={!matches?.total}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('reader.searchNext')}
        onClick={() => find('again')}
        disabled={!matches?.total}
      >
        <KeyboardArrowDownIcon />
      </IconButton>
      <Typography variant="body2" role="status" sx={{ minWidth: '5em' }}>
        {query.trim() && matches
          ? matches.total > 0
            ? t('reader.searchResult', { current: matches.current, total: matches.total })
            : t('reader.searchNone')
          : ''}
      </Typography>
    </Box>
  );
}
