import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FooterLinkPosition, FooterLinkType } from '@hondana/contract';
import { notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { FormSelectField, FormTextField } from '../../ui/forms/form-controls';
import { useDialogSubmit } from '../../ui/forms/use-dialog-submit';
import { useDeleteFooterLink, useSaveFooterLink } from './branding-api';
import type { FooterLink } from './branding-api';
import { footerLinkFormSchema, footerLinkToFormValues } from './footer-link-form';
import type { FooterLinkFormValues } from './footer-link-form';

/** No refusal of the footer calls belongs to one field: each shows below the form. */
const fieldOfError = {};

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
  // Errors show from the first Save on, then follow the typing (react-hook-form's default).
  const form = useForm<FooterLinkFormValues>({
    resolver: zodResolver(footerLinkFormSchema),
    defaultValues: footerLinkToFormValues(link),
  });
  const { control } = form;
  const typeLink = useWatch({ control, name: 'typeLink' });
  const { formError, submit, close } = useDialogSubmit(form, {
    save: (body) => save.mutateAsync({ id: link?.id ?? null, body }),
    notice: link ? 'update' : 'create',
    fieldOfError,
    onClose,
  });
  const l = 'branding.links';

  return (
    <Dialog open onClose={close} aria-labelledby="footer-link-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="footer-link-dialog-title">
        {link ? t(`${l}.dialogEdit`) : t(`${l}.dialogAdd`)}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="footer-link-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <FormSelectField
            control={control}
            name="positionLink"
            size="small"
            label={t(`${l}.position`)}
            options={Object.values(FooterLinkPosition).map((position) => ({
              value: position,
              label: t(`${l}.positions.${position}`),
            }))}
          />
          <FormSelectField
            control={control}
            name="typeLink"
            size="small"
            label={t(`${l}.type`)}
            options={Object.values(FooterLinkType).map((type) => ({
              value: type,
              label: t(`${l}.types.${type}`),
            }))}
          />
          <FormTextField
            control={control}
            name="label"
            size="small"
            label={t(`${l}.label`)}
            required
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <FormTextField
            control={control}
            name="url"
            size="small"
            label={t(`${l}.url`)}
            required
            helperText={
              typeLink === FooterLinkType.Internal ? t(`${l}.internalHint`) : t(`${l}.externalHint`)
            }
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
        {formError ? (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {formError}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          type="submit"
          form="footer-link-form"
          variant="contained"
          disabled={form.formState.isSubmitting}
        >
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
