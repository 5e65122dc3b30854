import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FooterLinkPosition, FooterLinkType, isValidLink } from '@hondana/contract';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { useDeleteFooterLink, useSaveFooterLink } from './branding-api';
import type { FooterLink, FooterLinkBody } from './branding-api';

const emptyLink: FooterLinkBody = {
  positionLink: FooterLinkPosition.Upper,
  typeLink: FooterLinkType.Internal,
  url: '',
  label: '',
};

function LinkDialog({
  link,
  onClose,
}: {
  /** The link to change, or null to add one. */
  link: FooterLink | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFooterLink();
  const [values, setValues] = useState<FooterLinkBody>(link ?? emptyLink);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const urlInvalid = touched && !isValidLink(values.url.trim(), values.typeLink);
  const labelMissing = touched && values.label.trim() === '';
  const l = 'branding.links';
  const set = (patch: Partial<FooterLinkBody>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setTouched(true);
    const body = { ...values, url: values.url.trim(), label: values.label.trim() };
    if (!isValidLink(body.url, body.typeLink) || body.label === '') return;
    try {
      await save.mutateAsync({ id: link?.id ?? null, body });
      notifyApiSuccess(link ? 'update' : 'create');
      onClose();
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="footer-link-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="footer-link-dialog-title">
        {link ? t(`${l}.dialogEdit`) : t(`${l}.dialogAdd`)}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="footer-link-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField
            select
            size="small"
            label={t(`${l}.position`)}
            value={values.positionLink}
            onChange={(event) =>
              set({ positionLink: event.target.value as FooterLinkBody['positionLink'] })
            }
          >
            {Object.values(FooterLinkPosition).map((position) => (
              <MenuItem key={position} value={position}>
                {t(`${l}.positions.${position}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t(`${l}.type`)}
            value={values.typeLink}
            onChange={(event) =>
              set({ typeLink: event.target.value as FooterLinkBody['typeLink'] })
            }
          >
            {Object.values(FooterLinkType).map((type) => (
              <MenuItem key={type} value={type}>
                {t(`${l}.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t(`${l}.label`)}
            value={values.label}
            required
            error={labelMissing}
            helperText={labelMissing ? t('validation.required') : ' '}
            onChange={(event) => set({ label: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <TextField
            size="small"
            label={t(`${l}.url`)}
            value={values.url}
            required
            error={urlInvalid}
            helperText={
              values.typeLink === FooterLinkType.Internal
                ? t(`${l}.internalHint`)
                : t(`${l}.externalHint`)
            }
            onChange={(event) => set({ url: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
        {error ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {error}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="submit" form="footer-link-form" variant="contained" disabled={save.isPending}>
          {t('branding.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The footer's links (upper and lower rows): add, change, delete; each saved at once. */
export function FooterLinksEditor({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  const remove = useDeleteFooterLink();
  const [editing, setEditing] = useState<FooterLink | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FooterLink | null>(null);
  const l = 'branding.links';
  return (
    <Box component="section" aria-labelledby="footer-links-title" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id="footer-links-title" component="h3" variant="subtitle1" sx={{ flex: 1 }}>
          {t(`${l}.title`)}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing('new')}>
          {t(`${l}.add`)}
        </Button>
      </Box>
      {links.length === 0 ? (
        <Typography color="text.secondary">{t(`${l}.empty`)}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {links.map((link) => (
            <Box
              component="li"
              key={link.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                px: 1.5,
                py: 0.5,
              }}
            >
              <Typography sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                <strong>{link.label}</strong> — {link.url}
                <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                  ({t(`${l}.positions.${link.positionLink}`)} / {t(`${l}.types.${link.typeLink}`)})
                </Typography>
              </Typography>
              <Button
                size="small"
                onClick={() => setEditing(link)}
                aria-label={`${t(`${l}.edit`)}: ${link.label}`}
              >
                {t(`${l}.edit`)}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setDeleting(link)}
                aria-label={`${t(`${l}.delete`)}: ${link.label}`}
              >
                {t(`${l}.delete`)}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {editing ? (
        <LinkDialog link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t(`${l}.deleteTitle`)}
        message={t(`${l}.deleteMessage`, { label: deleting?.label ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync(deleting.id).then(
            () => notifyApiSuccess('delete'),
            () => undefined,
          );
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
