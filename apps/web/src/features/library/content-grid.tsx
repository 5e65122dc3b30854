import Box from '@mui/material/Box';
import { ContentCard } from './content-card';
import type { Content } from './library-types';
import type { ShelfLayout } from './shelf-layout';

const cardWidthPx = 152;

/**
 * The books of a shelf as a list: a wrapping grid, or `rows` rows that scroll sideways when the
 * group does not wrap (product.md §3 Content group: numRow, itemSize, isWrapLine).
 */
export function ContentGrid({
  contents,
  layout,
  linkOf,
  listType,
  label,
}: {
  contents: readonly Content[];
  layout: Pick<ShelfLayout, 'rows' | 'wrap'>;
  linkOf: (content: Content) => string;
  listType?: number;
  /** The shelf's name, for the list. */
  label: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        ...(layout.wrap
          ? { gridTemplateColumns: `repeat(auto-fill, minmax(${cardWidthPx - 24}px, 1fr))` }
          : {
              gridAutoFlow: 'column',
              gridTemplateRows: `repeat(${layout.rows}, auto)`,
              gridAutoColumns: `${cardWidthPx}px`,
              overflowX: 'auto',
              pb: 1,
            }),
      }}
    >
      {contents.map((content) => (
        <li key={content.id}>
          <ContentCard content={content} to={linkOf(content)} listType={listType} />
        </li>
      ))}
    </Box>
  );
}
