import { Anchor, AppShell, Group } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './AccountMenu.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainMenu } from './MainMenu.tsx';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Anchor
              renderRoot={(props) => <Link to="/shipments/list" {...props} />}
              underline="never"
              fw={700}
              c="blue.8"
            >
              <Group gap={8} wrap="nowrap">
                <Logo />
                <span>{t('app.name')}</span>
              </Group>
            </Anchor>
            <MainMenu />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <HelpMenu />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
