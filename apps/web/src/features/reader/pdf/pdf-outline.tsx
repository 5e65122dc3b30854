import { useEffect, useState } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PdfViewerHandle } from './pdf-engine';

interface OutlineItem {
  title: string;
  dest: string | unknown[] | null;
  items: OutlineItem[];
}

function OutlineList({
  items,
  depth,
  onOpen,
}: {
  items: OutlineItem[];
  depth: number;
  onOpen: (item: OutlineItem) => void;
}) {
  return (
    <List dense disablePadding>
      {items.map((item, index) => (
        <li key={`${depth}-${index}`}>
          <ListItemButton sx={{ pl: 1 + depth * 2 }} onClick={() => onOpen(item)}>
            <ListItemText primary={item.title} />
          </ListItemButton>
          {item.items.length > 0 && (
            <OutlineList items={item.items} depth={depth + 1} onOpen={onOpen} />
          )}
        </li>
      ))}
    </List>
  );
}

/** The book's own outline (bookmarks); a click goes to its destination. */
export function PdfOutline({ handle }: { handle: PdfViewerHandle }) {
  const { t } = useTranslation();
  const [outline, setOutline] = useState<OutlineItem[] | null>(null);
  useEffect(() => {
    let live = true;
    void handle.document.getOutline().then((items) => {
      if (live) setOutline((items as OutlineItem[] | null) ?? []);
    });
    return () => {
      live = false;
    };
  }, [handle]);
  if (outline === null) return null;
  if (outline.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        {t('reader.noOutline')}
      </Typography>
    );
  }
  return (
    <OutlineList
      items={outline}
      depth={0}
      onOpen={(item) => {
        if (item.dest) void handle.linkService.goToDestination(item.dest);
      }}
    />
  );
}
