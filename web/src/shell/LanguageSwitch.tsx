import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/index.ts';
import { isLanguage, languageNames, languages } from '../i18n/language.ts';

/** de, en, cs, sk; a change also refetches what is on screen, since the API answers in the UI language. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      size="sm"
      w={{ base: 110, sm: 140 }}
      value={i18n.resolvedLanguage}
      data={languages.map((language) => ({ value: language, label: languageNames[language] }))}
      onChange={(event) => {
        const language = event.currentTarget.value;
        if (!isLanguage(language)) return;
        void switchLanguage(language).then(() => queryClient.invalidateQueries());
      }}
    />
  );
}
