import { Anchor, AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountMenu } from './AccountMenu.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';
import { MainMenu } from './MainMenu.tsx';

/** The side panel's menu loads when the burger first opens it. */
const MobileMenu = lazy(() => import('./MobileMenu.tsx').then(({ MobileMenu }) => ({ default: MobileMenu })));

/** Below this width the main menu moves from the header into a side panel behind a burger button. */
const MENU_BREAKPOINT = 'lg';

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: MENU_BREAKPOINT, collapsed: { desktop: true, mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom={MENU_BREAKPOINT}
              size="sm"
              aria-label={t('app.mainMenu')}
            />
            <Anchor
              renderRoot={(props) => <Link to="/shipments/list" {...props} />}
              aria-label={t('app.name')}
              underline="never"
              fw={700}
              c="blue.8"
            >
              <Group gap={8} wrap="nowrap">
                <Logo />
                <Text span inherit visibleFrom="sm">
                  {t('app.name')}
                </Text>
              </Group>
            </Anchor>
            <Box visibleFrom={MENU_BREAKPOINT}>
              <MainMenu />
            </Box>
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch />
            <HelpMenu />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {menuOpened && (
        <AppShell.Navbar p="xs">
          <Suspense fallback={null}>
            <MobileMenu onNavigate={menu.close} />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
