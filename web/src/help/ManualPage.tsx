import '../i18n/screens/english.ts';
import { Loader } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/index.ts';
import type { Language } from '../i18n/language.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { manualQuery } from './content.ts';
import { HelpDocumentView } from './HelpDocumentView.tsx';

/** The user manual in the interface language, its text loaded when the page opens. */
export function ManualPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <PageTitle>{t('page.manual')}</PageTitle>
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        <Manual language={language} />
      </Suspense>
    </>
  );
}

function Manual({ language }: { language: Language }) {
  const { data } = useSuspenseQuery(manualQuery(language));
  return <HelpDocumentView document={data} />;
}
