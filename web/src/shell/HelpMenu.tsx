import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from '../components/DeferredMenu.tsx';

type Dialog = 'about' | 'bugReport' | null;

/** The dialogs load when first opened, not with the first screen. */
const AboutDialog = lazy(() =>
  import('./AboutDialog.tsx').then(({ AboutDialog }) => ({ default: AboutDialog })),
);
const BugReportDialog = lazy(() =>
  import('./BugReportDialog.tsx').then(({ BugReportDialog }) => ({ default: BugReportDialog })),
);

export function HelpMenu() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Once opened, a dialog stays mounted: it closes with its transition and keeps what was typed.
  const [opened, setOpened] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (next: Exclude<Dialog, null>) => {
    setOpened((before) => new Set(before).add(next));
    setDialog(next);
  };
  const close = () => setDialog(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" px="xs">
            {t('help.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item renderRoot={(props) => <Link to="/help/manual" {...props} />}>
            {t('help.manual')}
          </Menu.Item>
          <Menu.Item onClick={() => open('about')}>{t('help.about')}</Menu.Item>
          <Menu.Item onClick={() => open('bugReport')}>{t('help.bugReport')}</Menu.Item>
          <Menu.Divider />
          <Menu.Item renderRoot={(props) => <Link to="/help/adsp" {...props} />}>{t('help.adsp')}</Menu.Item>
          <Menu.Item renderRoot={(props) => <Link to="/help/privacy" {...props} />}>
            {t('help.privacy')}
          </Menu.Item>
          <Menu.Item renderRoot={(props) => <Link to="/help/imprint" {...props} />}>
            {t('help.imprint')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Suspense fallback={null}>
        {opened.has('about') && <AboutDialog opened={dialog === 'about'} onClose={close} />}
        {opened.has('bugReport') && <BugReportDialog opened={dialog === 'bugReport'} onClose={close} />}
      </Suspense>
    </>
  );
}
