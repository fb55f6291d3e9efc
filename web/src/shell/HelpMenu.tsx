import { Button, Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutDialog } from './AboutDialog.tsx';
import { BugReportDialog } from './BugReportDialog.tsx';

type Dialog = 'about' | 'bugReport' | null;

export function HelpMenu() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
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
          <Menu.Item onClick={() => setDialog('about')}>{t('help.about')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('bugReport')}>{t('help.bugReport')}</Menu.Item>
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
      <AboutDialog opened={dialog === 'about'} onClose={close} />
      <BugReportDialog opened={dialog === 'bugReport'} onClose={close} />
    </>
  );
}
