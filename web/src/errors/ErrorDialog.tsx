import { Button, Group } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/Dialog.tsx';
import { type ErrorReport, subscribeErrors } from './backend-errors.ts';

const loadReportView = () => import('./ErrorReportView.tsx');
const ErrorReportView = lazy(() =>
  loadReportView().then(({ ErrorReportView }) => ({ default: ErrorReportView })),
);

/** Loads the report view ahead of the first error (see preload.ts). */
export function preloadErrorReportView(): Promise<unknown> {
  return loadReportView();
}

/** The global error dialog 'Fehler!' (spec 000 section 8); errors arriving while it is open wait their turn. */
export function ErrorDialog() {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<ErrorReport[]>([]);
  useEffect(() => subscribeErrors((report) => setQueue((waiting) => [...waiting, report])), []);
  const report = queue[0];
  const close = () => setQueue((waiting) => waiting.slice(1));
  return (
    <Dialog opened={report !== undefined} onClose={close} title={t('error.title')} size="lg" centered>
      <Suspense fallback={null}>{report && <ErrorReportView report={report} />}</Suspense>
      <Group justify="flex-end" mt="md">
        <Button onClick={close} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Dialog>
  );
}
