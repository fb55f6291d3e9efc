import type { NotificationAttachment } from '../tables.ts';

export interface NotificationCodeSeed {
  identifier: string;
  name: string;
  active?: boolean;
  isDefault?: boolean;
  multiUsage?: boolean;
  attachment?: NotificationAttachment;
  /** Party fields whose first non-empty value becomes the attachment text (read-only then). */
  requiredFields?: string[];
  /** Products the note may go with; all products when absent. */
  products?: string[];
}

const ja = (name: string, validator: string | null = null, defaultValue: string | null = null) => ({
  name,
  defaultValue,
  validator,
});

/**
 * Delivery notes ('Avis' codes). Codes starting with 6 belong to the sender, all others to the
 * consignee; 199 asks the user to consult customer service. Attachment names starting with 'Ja'
 * ask for a text.
 */
export const notificationCodes: NotificationCodeSeed[] = [
  {
    identifier: '101',
    name: 'Telefonische Avisierung vor Zustellung',
    attachment: ja('Ja, Telefonnummer', 'phone'),
    requiredFields: ['consignee.phone', 'consignee.mobile'],
  },
  {
    identifier: '102',
    name: 'Avisierung per E-Mail',
    isDefault: true,
    attachment: ja('Ja, E-Mail-Adresse', 'email'),
    requiredFields: ['consignee.email'],
  },
  { identifier: '103', name: 'Zustellung nur mit Hebebühne' },
  {
    identifier: '104',
    name: 'Zustellung nach Terminvereinbarung',
    attachment: ja('Ja, Ansprechpartner', 'text'),
    requiredFields: ['consignee.contactName'],
  },
  {
    identifier: '105',
    name: 'Zustellung zum Fixtermin',
    attachment: ja('Ja, Datum und Uhrzeit', 'text'),
    products: ['P81', 'P24'],
  },
  { identifier: '106', name: 'Zustellung an Privatperson', products: ['P01', '150', '166', '352', '400'] },
  { identifier: '107', name: 'Zustellung bis in den Verwendungsraum' },
  {
    identifier: '108',
    name: 'Rückgabe von Leergut',
    attachment: ja('Anzahl Ladehilfsmittel', 'number', '1'),
  },
  { identifier: '110', name: 'Zustellung mit Zollpapieren' },
  { identifier: '120', name: 'Selbstabholung durch den Empfänger am Lager' },
  { identifier: '130', name: 'Keine Zustellung am Samstag', active: false },
  {
    identifier: '190',
    name: 'Hinweis an den Fahrer',
    multiUsage: true,
    attachment: ja('Ja, Hinweistext', 'text'),
  },
  { identifier: '199', name: 'Bitte vorher den Kundenservice kontaktieren' },
  { identifier: '601', name: 'Abholung mit Hebebühne' },
  {
    identifier: '602',
    name: 'Telefonische Avisierung vor Abholung',
    attachment: ja('Ja, Telefonnummer', 'phone'),
    requiredFields: ['sender.phone', 'sender.mobile'],
  },
  { identifier: '603', name: 'Palettentausch bei Abholung' },
  { identifier: '604', name: 'Lieferschein liegt der Sendung bei' },
  {
    identifier: '690',
    name: 'Hinweis an den Abholfahrer',
    multiUsage: true,
    attachment: ja('Ja, Hinweistext', 'text'),
  },
];
