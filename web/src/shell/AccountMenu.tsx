import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../api/user.ts';
import { signIn, signOut, useSession } from '../auth/session.ts';
import { Menu } from '../components/DeferredMenu.tsx';
import { publishError } from '../errors/backend-errors.ts';

/** Sign-in for visitors (returning to the page they are on); the user's name, account and sign-out otherwise. */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session.user) {
    return (
      <Button onClick={() => signIn(location.href).catch(publishError)} data-testid="sign-in">
        {t('auth.signIn')}
      </Button>
    );
  }
  const name = session.displayName ?? '';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" aria-label={t('auth.userMenu', { name })}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <AccountDetails subject={session.user.profile.sub} />
        <Menu.Item onClick={() => signOut().catch(publishError)}>{t('auth.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Username and e-mail from the user directory (GET /api/user), loaded when the menu opens. */
function AccountDetails({ subject }: { subject: string }) {
  const { data: user } = useQuery(currentUserQuery(subject));
  if (!user) return null;
  return (
    <>
      <Menu.Label data-testid="account-details">
        {user.username} · {user.email}
      </Menu.Label>
      <Menu.Divider />
    </>
  );
}
