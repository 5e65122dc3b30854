import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Texts longer than this (characters or lines) open folded. */
const FOLD_CHARACTERS = 280;
const FOLD_LINES = 6;

export function isLongText(text: string): boolean {
  return text.length > FOLD_CHARACTERS || text.split('\n').length > FOLD_LINES;
}

/**
 * A long multi-line text shown folded, with a "more"/"less" toggle in the company's more/less
 * colours (theme.site.moreLess); a short one is shown whole.
 */
export function MoreLessText({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const isLong = isLongText(text);
  return (
    <>
      <Box
        id={id}
        sx={{
          whiteSpace: 'pre-wrap',
          ...(isLong && !isOpen
            ? { maxHeight: `${FOLD_LINES * 1.5}em`, overflow: 'hidden', lineHeight: 1.5 }
            : { lineHeight: 1.5 }),
        }}
      >
        {text}
      </Box>
      {isLong ? (
        <Button
          size="small"
          variant="outlined"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setOpen((open) => !open)}
          sx={(theme) => ({
            mt: 1,
            bgcolor: theme.site.moreLess.background,
            color: theme.site.moreLess.text,
            borderColor: theme.site.moreLess.text,
            '&:hover': { bgcolor: theme.site.moreLess.background, opacity: 0.9 },
          })}
        >
          {isOpen ? t('common.less') : t('common.more')}
        </Button>
      ) : null}
    </>
  );
}
