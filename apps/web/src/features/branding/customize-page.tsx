import './branding-texts';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { enqueueToast } from '../../ui/toasts/toast-store';
import { useSite } from '../company/company-settings';
import {
  useBranding,
  useResetPart,
  useSaveBanner,
  useSavePart,
  useUploadCompanyImage,
} from './branding-api';
import type { BannerPart, Branding, SavedPart } from './branding-api';
import {
  brandingParts,
  fieldErrors,
  isBrandingPart,
  normalizedValues,
  partValuesOf,
} from './branding-parts';
import type { BrandingPart, PartValues } from './branding-parts';
import { BrandingPreview, viewportWidths } from './branding-preview';
import type { PreviewViewport } from './branding-preview';
import { FooterLinksEditor } from './footer-links-editor';
import { ImagePicker } from './image-picker';
import { PartFields } from './part-fields';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';
import { useLocalized } from '../../i18n/localized';

/** The logo and favicon are saved as soon as they are chosen (their own upload calls). */
function CompanyImages() {
  const { t } = useTranslation();
  const { company } = useSite();
  const logo = useUploadCompanyImage('logo');
  const favicon = useUploadCompanyImage('favicon');
  if (!company) return null;
  const upload = (kind: 'logo' | 'favicon', file: File) =>
    (kind === 'logo' ? logo : favicon).mutateAsync({ companyId: company.companyId, file }).then(
      () =>
        enqueueToast({
          severity: 'success',
          message: t('branding.images.uploaded', { name: t(`branding.images.${kind}`) }),
        }),
      () => undefined,
    );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ImagePicker
        name={t('branding.images.logo')}
        imageUrl={company.logo}
        isBusy={logo.isPending}
        onPick={(file) => void upload('logo', file)}
      />
      <ImagePicker
        name={t('branding.images.favicon')}
        imageUrl={company.favicon}
        isBusy={favicon.isPending}
        allowIco
        onPick={(file) => void upload('favicon', file)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('branding.images.hint')}
      </Typography>
    </Box>
  );
}

function CustomizeEditor({ branding }: { branding: Branding }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { company } = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('part');
  const part: BrandingPart = isBrandingPart(requested) ? requested : 'header';
  const [draft, setDraft] = useState<Branding>(branding);
  const [viewport, setViewport] = useState<PreviewViewport>('desktop');
  const [bannerFile, setBannerFile] = useState<{ file: File; url: string } | null>(null);
  const [askReset, setAskReset] = useState(false);
  // The banner saves through its own multipart call; every other part through useSavePart.
  const savePart = useSavePart(part === 'banner' ? 'header' : (part as SavedPart));
  const saveBanner = useSaveBanner();
  const reset = useResetPart(part === 'layout' ? 'layout' : 'banner');

  // A chosen banner image is shown from memory until it is saved or replaced.
  useEffect(
    () => () => (bannerFile ? URL.revokeObjectURL(bannerFile.url) : undefined),
    [bannerFile],
  );

  const values = partValuesOf(draft, part);
  const errors = fieldErrors(part, values);
  const hasErrors = Object.keys(errors).length > 0;
  const isDirty = JSON.stringify(values) !== JSON.stringify(partValuesOf(branding, part));
  const setPart = (next: PartValues) => setDraft((current) => ({ ...current, [part]: next }));
  const isSaving = savePart.isPending || saveBanner.isPending;

  const save = async () => {
    if (hasErrors) return;
    const body = normalizedValues(part, values);
    try {
      const saved =
        part === 'banner'
          ? await saveBanner.mutateAsync({
              banner: body as BannerPart,
              image: bannerFile?.file ?? null,
            })
          : await savePart.mutateAsync(body as never);
      setPart({ ...body, ...(saved as PartValues) });
      setBannerFile(null);
      enqueueToast({ severity: 'success', message: t('branding.saved') });
    } catch {
      // The client's toast has said why.
    }
  };

  const doReset = async () => {
    try {
      const saved = (await reset.mutateAsync()) as PartValues;
      setPart(saved);
      setBannerFile(null);
      enqueueToast({ severity: 'success', message: t('branding.resetDone') });
    } catch {
      // The client's toast has said why.
    }
    setAskReset(false);
  };

  // The preview shows the links as saved (each link is saved on its own) and a chosen image.
  const preview: Branding = {
    ...draft,
    footer: { ...draft.footer, links: branding.footer.links },
    banner: bannerFile ? { ...draft.banner, image: bannerFile.url } : draft.banner,
  };
  const canReset = part === 'banner' || part === 'layout';

  return (
    <>
      <Tabs
        value={part}
        onChange={(_event, next: BrandingPart) =>
          setSearchParams({ part: next }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('branding.partsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {brandingParts.map((key) => (
          <Tab key={key} value={key} label={t(`branding.parts.${key}`)} />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // A 1280 px page beside the form was drawn at 45 % and could not be read: the desktop
          // preview takes the whole width below the form; the phone's fits beside it.
          gridTemplateColumns: {
            xs: '1fr',
            lg: viewport === 'desktop' ? '1fr' : 'minmax(440px, 5fr) minmax(0, 7fr)',
          },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          component="form"
          noValidate
          aria-label={t(`branding.parts.${part}`)}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ p: 2.5, display: 'grid', gap: 2 }}
        >
          <Typography component="h2" variant="h6">
            {t(`branding.parts.${part}`)}
          </Typography>
          {part === 'header' ? <CompanyImages /> : null}
          {part === 'banner' ? (
            <ImagePicker
              name={t('branding.images.banner')}
              imageUrl={preview.banner.image}
              isBusy={isSaving}
              onPick={(file) => setBannerFile({ file, url: URL.createObjectURL(file) })}
            />
          ) : null}
          {bannerFile && part === 'banner' ? (
            <Typography variant="body2" role="status">
              {t('branding.images.selected', { file: bannerFile.file.name })}
            </Typography>
          ) : null}
          <PartFields
            part={part}
            values={values}
            errors={errors}
            onChange={(name, value) => setPart({ ...values, [name]: value })}
          />
          {part === 'tabs' ? (
            <Typography variant="body2" color="text.secondary">
              {t('branding.tabButtonsHint')}
            </Typography>
          ) : null}
          {part === 'layout' ? (
            <Typography variant="body2" color="text.secondary">
              {t('branding.layoutHint')}
            </Typography>
          ) : null}
          {part === 'pageTitle' ? (
            <Typography variant="body2" color="text.secondary">
              {t('branding.preview.pageTitleShown', {
                // What a reader in the administrator's language sees (route-guard.tsx).
                title:
                  pick(values.titlePage as string | null, values.titlePageEn as string | null) ||
                  company?.companyName ||
                  '',
              })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            {canReset ? (
              <Button onClick={() => setAskReset(true)} disabled={reset.isPending}>
                {t('branding.reset')}
              </Button>
            ) : null}
            <Button
              onClick={() => {
                setPart(partValuesOf(branding, part));
                setBannerFile(null);
              }}
              disabled={!isDirty && !bannerFile}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isSaving || hasErrors}>
              {t('branding.save')}
            </Button>
          </Box>
          {part === 'footer' ? <FooterLinksEditor links={branding.footer.links} /> : null}
        </Paper>
        <Box
          component="section"
          aria-labelledby="branding-preview-title"
          sx={{ display: 'grid', gap: 1, position: { lg: 'sticky' }, top: { lg: 72 } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="branding-preview-title" component="h2" variant="h6" sx={{ flex: 1 }}>
              {t('branding.preview.title')}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={viewport}
              onChange={(_event, next: PreviewViewport | null) => next && setViewport(next)}
              aria-label={t('branding.preview.width')}
            >
              {(Object.keys(viewportWidths) as PreviewViewport[]).map((key) => (
                <ToggleButton key={key} value={key}>
                  {t(`branding.preview.${key}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <BrandingPreview
            draft={preview}
            viewport={viewport}
            showLogin={part === 'login'}
            companyName={company?.companyName ?? ''}
            logoUrl={company?.logo ?? null}
          />
        </Box>
      </Box>
      <ConfirmDialog
        open={askReset}
        title={t('branding.resetTitle')}
        message={part === 'layout' ? t('branding.resetLayout') : t('branding.resetBanner')}
        isBusy={reset.isPending}
        onConfirm={() => void doReset()}
        onCancel={() => setAskReset(false)}
      />
    </>
  );
}

/**
 * /company/customize-template: every branding part (header, body and sidebar, inputs, tabs,
 * banner, footer, layout, sign-in page, page title) with a live preview of readers' pages.
 */
export default function CustomizePage() {
  const { t } = useTranslation();
  const query = useBranding();
  return (
    <Box sx={{ maxWidth: 1500, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h5">
        {t('branding.title')}
      </Typography>
      <Typography color="text.secondary">{t('branding.intro')}</Typography>
      {query.isPending ? (
        <LoadingScreen message={t('branding.loading')} />
      ) : query.isError ? (
        <LoadFailedAlert onRetry={() => void query.refetch()}>
          {t('branding.loadFailed', { message: describeApiError(query.error).message })}
        </LoadFailedAlert>
      ) : (
        <CustomizeEditor branding={query.data} />
      )}
    </Box>
  );
}
