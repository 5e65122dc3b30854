import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useSite } from '../company/company-settings';

/**
 * The words box of a search: submits on Enter or the search icon (product.md §2). Its label and
 * placeholder are the full-text box's when the company has one.
 */
export function WordsField({
  value,
  onChange,
  label,
  placeholder,
  helperText,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  helperText?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      fullWidth
      type="search"
      name="q"
      label={label}
      placeholder={placeholder}
      helperText={helperText}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { maxLength: 255, enterKeyHint: 'search' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton type="submit" edge="end" aria-label={t('search.header.submit')}>
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The search-view page header (product.md §2): the company's logo and page title above the
 * words box.
 */
export function SearchViewHeader({
  title,
  children,
}: {
  title: string | null;
  /** The words form. */
  children: React.ReactNode;
}) {
  const { company } = useSite();
  const { t } = useTranslation();
  const heading = title?.trim() || company?.companyName || t('app.name');
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: { xs: 2, md: 4 },
        mb: 3,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {company?.logo && company.viewSettings.header.showLogo ? (
        <Box
          component="img"
          src={company.logo}
          alt={t('nav.logoAlt', { name: company.companyName })}
          sx={{ maxHeight: 72, maxWidth: '60%', objectFit: 'contain' }}
        />
      ) : null}
      <Typography component="h1" variant="h4" sx={{ textAlign: 'center', wordBreak: 'break-word' }}>
        {heading}
      </Typography>
      <Box sx={{ width: '100%', maxWidth: 640 }}>{children}</Box>
    </Box>
  );
}
