import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { visibleMenu } from './menu.ts';

/** The main menu as a list in the side panel, for screens too narrow for the header menu. */
export function MobileMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  return (
    <nav aria-label={t('app.mainMenu')}>
      {visibleMenu(roles).map((group) => {
        const links = group.entries.map((entry) => (
          <NavLink
            key={entry.to}
            label={t(entry.labelKey)}
            onClick={onNavigate}
            renderRoot={(props) => <Link to={entry.to} {...props} />}
          />
        ));
        return links.length === 1 ? (
          links[0]
        ) : (
          <NavLink key={group.labelKey} label={t(group.labelKey)} defaultOpened childrenOffset="md">
            {links}
          </NavLink>
        );
      })}
    </nav>
  );
}
