import '../i18n/screens/english.ts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuLabelKey } from '../shell/menu.ts';
import { PageTitle } from './PageTitle.tsx';

type PageKey = MenuLabelKey | `page.${string}`;

/** A page whose screen is still being built: its title, so navigation and permissions can be used already. */
function Placeholder({ titleKey }: { titleKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t(titleKey as 'page.settings')}</PageTitle>
      <Text>{t('common.comingSoon')}</Text>
    </>
  );
}

export const AdministrationPage = ({ titleKey }: { titleKey: MenuLabelKey }) => (
  <Placeholder titleKey={titleKey} />
);
