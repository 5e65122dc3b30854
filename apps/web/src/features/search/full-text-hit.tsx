import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { parseSnippet } from './snippet';

/** A snippet with its matched words marked; text only, never HTML (see snippet.ts). */
function Snippet({ snippet }: { snippet: string }) {
  return (
    <>
      {parseSnippet(snippet).map((part, index) =>
        part.marked ? (
          <Box
            component="mark"
            key={index}
            sx={{ bgcolor: '#ffe27a', color: 'inherit', px: 0.25, borderRadius: 0.5 }}
          >
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * One matching page: a link to the reader at that page with the words highlighted, and its
 * snippet. A real link in the same tab, so the back button returns to the results and a middle
 * click or ctrl-click still opens a new tab.
 */
export function HitEntry({
  title,
  hit,
  to,
}: {
  title: string;
  hit: { page: number; snippet: string };
  to: string;
}) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        component={RouterLink}
        to={to}
        aria-label={t('fullText.openHit', { title, page: hit.page })}
        underline="hover"
        data-hit-page={hit.page}
        sx={{ fontWeight: 600 }}
      >
        {t('fullText.page', { page: hit.page })}
      </Link>
      <Typography
        variant="body2"
        sx={{ mt: 0.25, overflowWrap: 'anywhere', color: 'text.primary' }}
      >
        <Snippet snippet={hit.snippet} />
      </Typography>
    </li>
  );
}
