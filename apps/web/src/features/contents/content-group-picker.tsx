import { useTranslation } from 'react-i18next';
import { MultiIdPicker } from '../../ui/forms/multi-id-picker';
import { useAllContentGroups } from '../content-groups/content-groups-api';

export interface ContentGroupPickerProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** Choose any number of the company's content groups. */
export function ContentGroupPicker(props: ContentGroupPickerProps) {
  const { t } = useTranslation();
  const groups = useAllContentGroups();
  return (
    <MultiIdPicker
      {...props}
      options={groups.data ?? []}
      labelOf={(group) => group.name}
      isLoading={groups.isPending}
      loadingText={t('contentAdmin.fields.groupsLoading')}
      helperText={t('contentAdmin.fields.groupsHelp')}
    />
  );
}
