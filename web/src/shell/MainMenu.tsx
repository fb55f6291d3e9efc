import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { Chevron } from '../components/Chevron.tsx';
import { Menu } from '../components/DeferredMenu.tsx';
import { type MenuEntry, visibleMenu } from './menu.ts';

export function MainMenu() {
  const { t } = useTranslation();
  const { roles } = useSession();
  return (
    <Group component="nav" aria-label={t('app.mainMenu')} gap={4}>
      {visibleMenu(roles).map((group) =>
        group.entries.length === 1 ? (
          <MenuLink key={group.labelKey} entry={group.entries[0]!} />
        ) : (
          <Menu key={group.labelKey} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="subtle" rightSection={<Chevron />}>
                {t(group.labelKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {group.entries.map((entry) => (
                <Menu.Item key={entry.to} renderRoot={(props) => <Link to={entry.to} {...props} />}>
                  {t(entry.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}

function MenuLink({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" renderRoot={(props) => <Link to={entry.to} {...props} />}>
      {t(entry.labelKey)}
    </Button>
  );
}
