import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { ImportUserMode } from '@hondana/contract';
import { csvImportApi } from '../content-import/content-import-api';
import { CsvImportScreen } from '../content-import/content-import-page';

const userImportApi = csvImportApi('/import-user');

const modes = [
  { value: ImportUserMode.OverwriteExisting, key: 'overwrite' },
  { value: ImportUserMode.IgnoreExisting, key: 'ignore' },
  { value: ImportUserMode.Delete, key: 'delete' },
] as const;

/** /company/user-import: users by CSV, with the import mode and the set-password mail choice. */
export default function UserImportPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<number>(ImportUserMode.OverwriteExisting);
  const [sendMail, setSendMail] = useState(false);
  return (
    <CsvImportScreen
      api={userImportApi}
      title={t('people.import.title')}
      intro={t('people.import.intro')}
      templateHelp={t('people.import.templateHelp')}
      back={{ to: '/company/user', label: t('people.import.back') }}
      startSettings={{ mode, sendPasswordMail: sendMail }}
      startOptions={
        <>
          <FormControl>
            <FormLabel id="user-import-mode">{t('people.import.mode')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="user-import-mode"
              value={String(mode)}
              onChange={(event) => setMode(Number(event.target.value))}
            >
              {modes.map((option) => (
                <FormControlLabel
                  key={option.key}
                  value={String(option.value)}
                  control={<Radio />}
                  label={t(`people.import.modes.${option.key}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={
              <Switch checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />
            }
            label={t('people.import.sendPasswordMail')}
          />
        </>
      }
    />
  );
}
