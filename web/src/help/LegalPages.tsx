import '../i18n/screens/english.ts';
import { Loader } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { legalInformationQuery } from '../api/legal.ts';
import { useLanguage } from '../i18n/index.ts';
import type { Language } from '../i18n/language.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { legalTextsQuery } from './content.ts';
import type { LegalTexts, LegalValues } from './document.ts';
import { HelpDocumentView } from './HelpDocumentView.tsx';

type LegalPage = keyof LegalTexts;

const titles = { imprint: 'page.imprint', privacy: 'page.privacy', adsp: 'page.adsp' } as const;

/** One legal page: its text in the interface language, filled with the configured operator. */
function LegalPageView({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <PageTitle>{t(titles[page])}</PageTitle>
      <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
        <LegalText page={page} language={language} />
      </Suspense>
    </>
  );
}

function LegalText({ page, language }: { page: LegalPage; language: Language }) {
  const [{ data: texts }, { data: legal }] = useSuspenseQueries({
    queries: [legalTextsQuery(language), legalInformationQuery()],
  });
  const { operator, adspUrl } = legal;
  const values: LegalValues = {
    operatorName: operator.name,
    operatorEmail: operator.email,
    privacyEmail: operator.privacyEmail,
    adspUrl,
  };
  return (
    <HelpDocumentView
      document={texts[page]}
      values={values}
      operator={operator}
      contents={page === 'privacy'}
    />
  );
}

export const ImprintPage = () => <LegalPageView page="imprint" />;
export const PrivacyPage = () => <LegalPageView page="privacy" />;
export const AdspPage = () => <LegalPageView page="adsp" />;
