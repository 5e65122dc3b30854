import './search-display-texts';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { LoadingScreen } from '../../ui/feedback/loading-screen';
import { ButtonsSection } from './buttons-section';
import { FieldSettingsSection } from './field-settings-section';
import {
  useContentSearchResultSetting,
  useSearchResultSetting,
  useUpdateContentSearchResultSetting,
  useUpdateSearchResultSetting,
} from './search-display-api';
import type {
  ContentSearchResultSettingDetails,
  SearchResultSettingDetails,
} from './search-display-api';

const colorPattern = /^#[0-9a-fA-F]{6}$/;

function SectionFrame({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: React.ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2 }}
      component="section"
      aria-labelledby={id}
    >
      <Typography component="h2" variant="h6" id={id}>
        {title}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {help}
      </Typography>
      {children}
    </Paper>
  );
}

function ResultSettingForm({ setting }: { setting: SearchResultSettingDetails }) {
  const { t } = useTranslation();
  const update = useUpdateSearchResultSetting();
  const [layout, setLayout] = useState(setting.layout);
  const [showCover, setShowCover] = useState(setting.showCover);
  const [pageSize, setPageSize] = useState(String(setting.pageSize));
  const [error, setError] = useState<string | null>(null);
  const size = Number(pageSize);
  const sizeValid = Number.isInteger(size) && size >= 1 && size <= 100;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sizeValid) return;
    setError(null);
    try {
      await update.mutateAsync({ layout, showCover, pageSize: size });
      notifyApiSuccess('update');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={t('searchDisplayAdmin.results.layout')}
          value={layout}
          onChange={(event) => setLayout(event.target.value as 'list' | 'grid')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="list">{t('searchDisplayAdmin.results.layouts.list')}</MenuItem>
          <MenuItem value="grid">{t('searchDisplayAdmin.results.layouts.grid')}</MenuItem>
        </TextField>
        <TextField
          label={t('searchDisplayAdmin.results.pageSize')}
          type="number"
          value={pageSize}
          onChange={(event) => setPageSize(event.target.value)}
          error={!sizeValid}
          helperText={sizeValid ? undefined : t('searchDisplayAdmin.results.pageSizeRange')}
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
          sx={{ width: 160 }}
        />
        <FormControlLabel
          control={
            <Switch checked={showCover} onChange={(event) => setShowCover(event.target.checked)} />
          }
          label={t('searchDisplayAdmin.results.showCover')}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={!sizeValid || update.isPending}>
          {t('searchDisplayAdmin.save')}
        </Button>
      </Box>
    </Box>
  );
}

function ContentResultSettingForm({ setting }: { setting: ContentSearchResultSettingDetails }) {
  const { t } = useTranslation();
  const update = useUpdateContentSearchResultSetting();
  const [showCover, setShowCover] = useState(setting.showCover);
  const [label, setLabel] = useState(setting.viewButtonLabel ?? '');
  const [position, setPosition] = useState(setting.viewButtonPosition);
  const [color, setColor] = useState(setting.viewButtonColor ?? '');
  const [textColor, setTextColor] = useState(setting.viewButtonTextColor ?? '');
  const [error, setError] = useState<string | null>(null);
  const colorValid = (value: string) => value.trim() === '' || colorPattern.test(value.trim());
  const valid = colorValid(color) && colorValid(textColor) && label.trim().length <= 64;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      await update.mutateAsync({
        showCover,
        viewButtonLabel: label.trim() || null,
        viewButtonPosition: position,
        viewButtonColor: color.trim() || null,
        viewButtonTextColor: textColor.trim() || null,
      });
      notifyApiSuccess('update');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  }

  const colorHelp = (value: string) =>
    colorValid(value)
      ? t('searchDisplayAdmin.buttons.colorHelp')
      : t('searchDisplayAdmin.buttons.colorInvalid');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormControlLabel
        control={
          <Switch checked={showCover} onChange={(event) => setShowCover(event.target.checked)} />
        }
        label={t('searchDisplayAdmin.contentResult.showCover')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('searchDisplayAdmin.contentResult.viewButtonLabel')}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          helperText={t('searchDisplayAdmin.contentResult.viewButtonLabelHelp')}
          slotProps={{ htmlInput: { maxLength: 64 } }}
        />
        <TextField
          select
          label={t('searchDisplayAdmin.contentResult.viewButtonPosition')}
          value={position}
          onChange={(event) => setPosition(event.target.value as typeof position)}
        >
          {(['left', 'center', 'right'] as const).map((value) => (
            <MenuItem key={value} value={value}>
              {t(`searchDisplayAdmin.contentResult.positions.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('searchDisplayAdmin.contentResult.viewButtonColor')}
          value={color}
          placeholder="#1565C0"
          onChange={(event) => setColor(event.target.value)}
          error={!colorValid(color)}
          helperText={colorHelp(color)}
        />
        <TextField
          label={t('searchDisplayAdmin.contentResult.viewButtonTextColor')}
          value={textColor}
          placeholder="#FFFFFF"
          onChange={(event) => setTextColor(event.target.value)}
          error={!colorValid(textColor)}
          helperText={colorHelp(textColor)}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={!valid || update.isPending}>
          {t('searchDisplayAdmin.save')}
        </Button>
      </Box>
    </Box>
  );
}

function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return error ? (
    <Alert severity="error">
      {t('searchDisplayAdmin.loadFailed', { message: describeApiError(error).message })}
    </Alert>
  ) : (
    <LoadingScreen message={t('searchDisplayAdmin.loading')} />
  );
}

/**
 * /company/search-results: how search results look (layout, cover, page size, their fields and
 * buttons), the page a result opens (cover, view button, buttons) and the detail page's fields.
 */
export default function SearchResultsPage() {
  const { t } = useTranslation();
  const result = useSearchResultSetting();
  const contentResult = useContentSearchResultSetting();

  return (
    <Box
      sx={{
        maxWidth: 1000,
        mx: 'auto',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Typography component="h1" variant="h5">
        {t('searchDisplayAdmin.title')}
      </Typography>
      <SectionFrame
        id="search-result-setting"
        title={t('searchDisplayAdmin.results.title')}
        help={t('searchDisplayAdmin.results.help')}
      >
        {result.data ? (
          <>
            <ResultSettingForm
              key={`${result.data.layout}-${result.data.showCover}-${result.data.pageSize}`}
              setting={result.data}
            />
            <ButtonsSection
              owner="/search-result-setting"
              title={t('searchDisplayAdmin.results.buttons')}
              buttons={result.data.buttons}
            />
          </>
        ) : (
          <LoadState error={result.error} />
        )}
      </SectionFrame>
      <FieldSettingsSection kind="search_result" title={t('searchDisplayAdmin.results.params')} />
      <SectionFrame
        id="content-search-result-setting"
        title={t('searchDisplayAdmin.contentResult.title')}
        help={t('searchDisplayAdmin.contentResult.help')}
      >
        {contentResult.data ? (
          <>
            <ContentResultSettingForm
              key={JSON.stringify({ ...contentResult.data, buttons: undefined })}
              setting={contentResult.data}
            />
            <ButtonsSection
              owner="/content-search-result-setting"
              title={t('searchDisplayAdmin.contentResult.buttons')}
              buttons={contentResult.data.buttons}
            />
          </>
        ) : (
          <LoadState error={contentResult.error} />
        )}
      </SectionFrame>
      <FieldSettingsSection kind="detail" title={t('searchDisplayAdmin.detailParams')} />
    </Box>
  );
}
