import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { Language } from '@hondana/contract';
import { chooseLanguage } from '../../i18n/i18n';
import { supportedLanguages, toSupportedLanguage } from '../../i18n/language';

/** ja / en switch in the header; the choice is remembered across visits. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = toSupportedLanguage(i18n.language) ?? Language.Ja;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={current}
      aria-label={t('language.label')}
      onChange={(_event, value: string | null) => {
        const language = toSupportedLanguage(value);
        if (language) void chooseLanguage(language);
      }}
      sx={{ bgcolor: 'background.paper', flexShrink: 0 }}
    >
      {supportedLanguages.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          // The name starts with the visible code (WCAG 2.5.3, label in name), so "EN" spoken
          // to voice control finds the button; the language's own name follows.
          aria-label={`${language.toUpperCase()} (${t(`language.${language}`)})`}
          sx={{ px: 1, py: 0.25, textTransform: 'none' }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
