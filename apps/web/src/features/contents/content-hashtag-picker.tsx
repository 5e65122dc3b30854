import '../search-display/search-display-texts';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useHashtags } from '../search-display/search-display-api';
import type { Hashtag } from '../search-display/search-display-api';

export interface ContentHashtagPickerProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * Choose any number of the company's hashtags for a content (a combobox like the group picker:
 * type to filter, arrows and Enter to pick, Backspace removes the last one).
 */
export function ContentHashtagPicker({
  label,
  value,
  onChange,
  onBlur,
  disabled,
}: ContentHashtagPickerProps) {
  const { t } = useTranslation();
  const hashtags = useHashtags();
  const options = hashtags.data ?? [];
  const selected = value
    .map((id) => options.find((hashtag) => hashtag.id === id))
    .filter((hashtag): hashtag is Hashtag => hashtag !== undefined);
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      disabled={disabled}
      loading={hashtags.isPending}
      loadingText={t('hashtagAdmin.loading')}
      noOptionsText={t('hashtagAdmin.pickerEmpty')}
      getOptionLabel={(hashtag) => `#${hashtag.name}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((hashtag) => hashtag.id))}
      onBlur={onBlur}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((hashtag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`#${hashtag.name}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={t('hashtagAdmin.pickerHelp')} />
      )}
    />
  );
}
