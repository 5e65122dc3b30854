import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { describeApiError, notifyApiSuccess } from '../../ui/feedback/api-notify';
import { ConfirmDialog } from '../../ui/dialogs/confirm-dialog';
import { useAllContentGroups } from '../content-groups/content-groups-api';
import { moveRow, nextOrdinal } from './ordering';
import {
  useDeleteSearchTab,
  useOrderSearchTabs,
  useSearchBoxes,
  useSearchTabs,
  useTabSetting,
  useUpdateTabSetting,
} from './search-admin-api';
import type { SearchTab, TabSettingDetails } from './search-admin-api';
import { RowActions, SectionFrame } from './section-frame';
import { ButtonsSection } from '../search-display/buttons-section';
import { TabDialog } from './tab-dialog';
import { LoadFailedAlert } from '../../ui/feedback/load-failed-alert';

/** Whether the tab bar shows and the label of its first "all" tab. */
function TabSettingForm({ setting }: { setting: TabSettingDetails }) {
  const { t } = useTranslation();
  const update = useUpdateTabSetting();
  const [showTabs, setShowTabs] = useState(setting.showTabs);
  const [allTabLabel, setAllTabLabel] = useState(setting.allTabLabel ?? '');
  const [error, setError] = useState<string | null>(null);
  const isTooLong = allTabLabel.trim().length > 64;

  async function save() {
    setError(null);
    if (isTooLong) return;
    try {
      await update.mutateAsync({ showTabs, allTabLabel: allTabLabel.trim() || null });
      notifyApiSuccess('update');
    } catch (caught) {
      setError(describeApiError(caught).message);
    }
  }

  const message = error ?? (isTooLong ? t('searchAdmin.validation.tooLong') : null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <FormControlLabel
        sx={{ mt: 1 }}
        label={t('searchAdmin.tabs.showTabs')}
        control={
          <Switch checked={showTabs} onChange={(event) => setShowTabs(event.target.checked)} />
        }
      />
      <TextField
        name="allTabLabel"
        label={t('searchAdmin.tabs.allTabLabel')}
        value={allTabLabel}
        onChange={(event) => setAllTabLabel(event.target.value)}
        error={Boolean(message)}
        helperText={message ?? t('searchAdmin.tabs.allTabLabelHelp')}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="outlined" disabled={update.isPending} sx={{ mt: 1 }}>
        {t('searchAdmin.tabs.saveSetting')}
      </Button>
    </Box>
  );
}

/** Tabs: preset searches above the results, their order, the tab bar's setting and buttons. */
export function TabsSection() {
  const { t } = useTranslation();
  const query = useSearchTabs();
  const boxes = useSearchBoxes();
  const setting = useTabSetting();
  const groups = useAllContentGroups();
  const order = useOrderSearchTabs();
  const remove = useDeleteSearchTab();
  const [editing, setEditing] = useState<SearchTab | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SearchTab | null>(null);
  const tabs = query.data ?? [];

  function groupName(id: number | null): string {
    if (id === null) return t('searchAdmin.tabs.allGroups');
    return groups.data?.find((group) => group.id === id)?.name ?? `#${id}`;
  }

  function move(index: number, delta: -1 | 1) {
    const next = moveRow(tabs, index, delta);
    if (next) order.mutate(next);
  }

  async function confirmDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id).then(
      () => notifyApiSuccess('delete'),
      () => undefined,
    );
    setDeleting(null);
  }

  return (
    <SectionFrame
      title={t('searchAdmin.tabs.title')}
      description={t('searchAdmin.tabs.description')}
      query={query}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('searchAdmin.tabs.add')}
        </Button>
      }
    >
      {setting.isError ? (
        <LoadFailedAlert onRetry={() => void setting.refetch()}>
          {t('searchAdmin.loadFailed', { message: describeApiError(setting.error).message })}
        </LoadFailedAlert>
      ) : null}
      {setting.data ? (
        <TabSettingForm
          // A saved setting re-seeds the form with what the server stored.
          key={`${setting.data.showTabs}-${setting.data.allTabLabel ?? ''}`}
          setting={setting.data}
        />
      ) : null}
      {tabs.length === 0 ? (
        <Typography color="text.secondary" role="status" sx={{ py: 1 }}>
          {t('searchAdmin.tabs.empty')}
        </Typography>
      ) : (
        <List aria-label={t('searchAdmin.tabs.listLabel')}>
          {tabs.map((tab, index) => (
            <ListItem
              key={tab.id}
              divider
              secondaryAction={
                <RowActions
                  name={tab.name}
                  index={index}
                  count={tabs.length}
                  isBusy={order.isPending}
                  onMove={(delta) => move(index, delta)}
                  onEdit={() => setEditing(tab)}
                  onDelete={() => setDeleting(tab)}
                />
              }
              sx={{ pr: 22 }}
            >
              <ListItemText
                primary={tab.name}
                secondary={t('searchAdmin.tabs.summary', {
                  group: groupName(tab.contentGroupId),
                  conditions: tab.conditions.length,
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {setting.data ? (
        <ButtonsSection
          owner="/tab-setting"
          title={t('searchAdmin.buttons.title')}
          buttons={setting.data.buttons}
        />
      ) : null}
      <TabDialog
        open={editing !== null}
        tab={editing === 'new' ? null : editing}
        boxes={boxes.data ?? []}
        newOrdinal={nextOrdinal(tabs)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        level="danger"
        title={t('searchAdmin.tabs.deleteTitle')}
        message={t('searchAdmin.tabs.deleteMessage', { name: deleting?.name ?? '' })}
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </SectionFrame>
  );
}
