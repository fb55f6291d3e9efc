import '../i18n/screens/english.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../forms/field-error.ts';

/**
 * The message keys of the master data contracts (address book, invoice recipients) that the
 * browser's schema check puts on a field, and their texts in the web app's resources. The server
 * sends the same keys already translated.
 */
const masterdataMessageTexts = {
  'address.types.role-required': 'addressBook.messages.roleRequired',
  'address.types.default-sender': 'addressBook.messages.defaultSender',
  'address.types.default-consignee': 'addressBook.messages.defaultConsignee',
  'address.types.loading-site-own-sender': 'addressBook.messages.loadingSiteOwnSender',
  'zipCode.invalid-for-country': 'addressBook.messages.zipCodeInvalid',
  'phone.invalid': 'addressBook.messages.phoneInvalid',
  'mobile.invalid': 'addressBook.messages.mobileInvalid',
  'email.invalid': 'addressBook.messages.emailInvalid',
  'customer.id-length': 'invoiceRecipients.messages.customerIdLength',
  'customer.id-characters': 'invoiceRecipients.messages.customerIdCharacters',
} as const;

type MasterdataMessageKey = keyof typeof masterdataMessageTexts;

const isMasterdataMessage = (error: unknown): error is MasterdataMessageKey =>
  typeof error === 'string' && Object.hasOwn(masterdataMessageTexts, error);

/** Like useFieldErrorText, knowing the master data keys as well. */
export function useMasterdataErrorText(): (error: ReactNode) => ReactNode {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  return (error) => (isMasterdataMessage(error) ? t(masterdataMessageTexts[error]) : fieldErrorText(error));
}
