import { useState } from 'react';
import type { FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { contentPublicLinks } from './content-form';
import { useRenewLink } from './contents-api';
import type { ContentDetail, LinkKind } from './contents-api';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function LinkField({
  label,
  url,
  helperText,
  renewLabel,
  onRenew,
  disabled,
}: {
  label: string;
  url: string;
  helperText?: string;
  renewLabel: string;
  onRenew: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <TextField
        label={label}
        value={url}
        helperText={helperText}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: {
            readOnly: true,
            onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t('contentAdmin.links.copy', { label })}
                  onClick={() =>
                    void copyText(url).then((copied) =>
                      enqueueToast(
                        copied
                          ? { severity: 'success', message: t('contentAdmin.links.copied') }
                          : { severity: 'warning', message: t('contentAdmin.links.copyFailed') },
                      ),
                    )
                  }
                >
                  <ContentCopyIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button size="small" startIcon={<AutorenewIcon />} onClick={onRenew} disabled={disabled}>
        {renewLabel}
      </Button>
    </Box>
  );
}

/** The public detail address and the direct-view link, copyable and renewable. */
export function ContentLinksSection({ content }: { content: ContentDetail }) {
  const { t } = useTranslation();
  const renew = useRenewLink(content.id);
  const [asking, setAsking] = useState<LinkKind | null>(null);
  const links = contentPublicLinks(window.location.origin, content);

  const confirm = async () => {
    if (!asking) return;
    await renew.mutateAsync(asking).then(
      () => enqueueToast({ severity: 'success', message: t('contentAdmin.links.renewed') }),
      // The mutation's error toast already told the user.
      () => undefined,
    );
    setAsking(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <LinkField
        label={t('contentAdmin.links.detail')}
        url={links.detail}
        renewLabel={t('contentAdmin.links.renewDetail')}
        onRenew={() => setAsking('detailId')}
        disabled={renew.isPending}
      />
      <LinkField
        label={t('contentAdmin.links.direct')}
        url={links.direct}
        helperText={t('contentAdmin.links.directHelp')}
        renewLabel={t('contentAdmin.links.renewToken')}
        onRenew={() => setAsking('viewToken')}
        disabled={renew.isPending}
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('contentAdmin.links.renewTitle')}
        message={
          asking === 'viewToken'
            ? t('contentAdmin.links.renewTokenMessage')
            : t('contentAdmin.links.renewDetailMessage')
        }
        isBusy={renew.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
