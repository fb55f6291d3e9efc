import type { TFunction } from 'i18next';
import { fieldMessageText } from '../../errors/field-errors.ts';
import type { Language } from '../../i18n/language.ts';

const ownReasons = ['ALREADY_ANNOUNCED', 'NOT_COMMISSIONABLE'] as const;

/**
 * Why a shipment cannot be announced or was skipped in a batch: a refusal code or a field error's
 * message key, as the user's language words it, with the shipment number.
 */
export function reasonText(reason: string, shipmentNumber: string, language: Language, t: TFunction): string {
  const own = (ownReasons as readonly string[]).includes(reason)
    ? t(`batch.reasons.${reason as (typeof ownReasons)[number]}`)
    : fieldMessageText(reason, language, (key) => t(key));
  const text = own.replace('{shipmentNumber}', shipmentNumber);
  return text.includes(shipmentNumber) ? text : `${shipmentNumber}: ${text}`;
}
