import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { limits } from '@hondana/contract';
import { enqueueToast } from '../../ui/toasts/toast-store';

/** What the server accepts (it judges the bytes; the browser's filter only helps choosing). */
const acceptedTypes = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The current image (or "not set") and a button that opens the file chooser; a file over 2 MB
 * is refused here already, so nobody waits for an upload the server would refuse.
 */
export function ImagePicker({
  name,
  imageUrl,
  isBusy,
  allowIco = false,
  onPick,
}: {
  name: string;
  imageUrl: string | null;
  isBusy: boolean;
  allowIco?: boolean;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography sx={{ minWidth: 96, fontWeight: 'bold' }}>{name}</Typography>
      {imageUrl ? (
        <Box
          component="img"
          src={imageUrl}
          alt={name}
          sx={{
            maxHeight: 48,
            maxWidth: 200,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : (
        <Typography color="text.secondary">{t('branding.images.none')}</Typography>
      )}
      {/* A real button opens the chooser, so the keyboard reaches it. */}
      <Button
        variant="outlined"
        disabled={isBusy}
        onClick={() => input.current?.click()}
        aria-label={`${t('branding.images.choose')} (${name})`}
      >
        {t('branding.images.choose')}
      </Button>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={allowIco ? `${acceptedTypes},image/x-icon,.ico` : acceptedTypes}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'none' }}
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          const file = input.files?.[0];
          input.value = '';
          if (!file) return;
          if (file.size > limits.logoMaxBytes) {
            enqueueToast({ severity: 'error', message: t('branding.images.tooLarge') });
            return;
          }
          onPick(file);
        }}
      />
    </Box>
  );
}
