import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import type { ContentGroup } from '../content-groups/content-groups-api';

export interface ContentGroupPickerProps {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * Choose any number of the company's content groups (a combobox: type to filter, arrows and
 * Enter to pick, Backspace removes the last one).
 */
export function ContentGroupPicker({
  label,
  value,
  onChange,
  onBlur,
  disabled,
}: ContentGroupPickerProps) {
  const { t } = useTranslation();
  const groups = useAllContentGroups();
  const options = groups.data ?? [];
  const selected = value
    .map((id) => options.find((group) => group.id === id))
    .filter((group): group is ContentGroup => group !== undefined);
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      disabled={disabled}
      loading={groups.isPending}
      loadingText={t('contentAdmin.fields.groupsLoading')}
      getOptionLabel={(group) => group.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_event, chosen) => onChange(chosen.map((group) => group.id))}
      onBlur={onBlur}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((group, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={group.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={t('contentAdmin.fields.groupsHelp')} />
      )}
    />
  );
}
