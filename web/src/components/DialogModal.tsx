import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's modal with a named close button, so screen readers announce what the × does. */
export function DialogModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
