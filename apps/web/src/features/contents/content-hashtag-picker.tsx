import { useTranslation } from 'react-i18next';
import { MultiIdPicker } from '../../ui/forms/multi-id-picker';
import { useHashtags } from '../search-display/search-display-api';
import type { ContentGroupPickerProps } from './content-group-picker';

/** Choose any number of the company's hashtags for a content (the same combobox as groups). */
export function ContentHashtagPicker(props: ContentGroupPickerProps) {
  const { t } = useTranslation();
  const hashtags = useHashtags();
  return (
    <MultiIdPicker
      {...props}
      options={hashtags.data ?? []}
      labelOf={(hashtag) => `#${hashtag.name}`}
      isLoading={hashtags.isPending}
      loadingText={t('hashtagAdmin.loading')}
      noOptionsText={t('hashtagAdmin.pickerEmpty')}
      helperText={t('hashtagAdmin.pickerHelp')}
    />
  );
}
