import type { Language } from '../i18n/index.ts';

/**
 * The texts of the Excel export in the four languages of the portal, worded as the shipment list in
 * the browser words them (web/src/i18n: shipmentList.columns, shipment.state, shipment.type).
 */
export interface ExportTexts {
  sheet: string;
  columns: Record<
    | 'shipmentNumber'
    | 'state'
    | 'type'
    | 'senderCustomerId'
    | 'senderName'
    | 'senderCity'
    | 'lastModifiedBy'
    | 'orderNumber'
    | 'shippingDate'
    | 'deliveryDate'
    | 'productName'
    | 'consigneeName'
    | 'consigneeCity'
    | 'shippingNoticeCreated'
    | 'commissionedOn'
    | 'packages'
    | 'weight'
    | 'hazmat',
    string
  >;
  states: Record<string, string>;
  types: Record<string, string>;
  yes: string;
  no: string;
  /** Excel number formats of a date and of a date with time, as the language writes them. */
  dateFormat: string;
  dateTimeFormat: string;
}

export const exportTexts: Record<Language, ExportTexts> = {
  en: {
    sheet: 'Shipments',
    columns: {
      shipmentNumber: 'Shipment number',
      state: 'State',
      type: 'Type',
      senderCustomerId: 'Customer number',
      senderName: 'Sender',
      senderCity: 'Sender city',
      lastModifiedBy: 'Last modified by',
      orderNumber: 'Order number',
      shippingDate: 'Shipping date',
      deliveryDate: 'Delivery date',
      productName: 'Product',
      consigneeName: 'Consignee',
      consigneeCity: 'Consignee city',
      shippingNoticeCreated: 'Shipping notice',
      commissionedOn: 'Commissioned on',
      packages: 'Packages',
      weight: 'Weight (kg)',
      hazmat: 'Dangerous goods',
    },
    states: {
      NEW: 'New',
      DRAFT: 'Draft',
      CREATE_ANNOUNCEMENT: 'Will be advised',
      ANNOUNCED: 'Announced',
      CARGO_LIST_CREATED: 'Cargo list created',
      FINALIZED: 'Commissioned',
      CANCELLED: 'Cancelled',
    },
    types: {
      DISTRIBUTION: 'Distribution',
      DISTRIBUTION_NAH_IN_NAH: 'Distribution (nah in nah)',
      QUER: 'Cross transport',
      QUER_NAH_IN_NAH: 'Cross transport (nah in nah)',
      BELOG: 'Belog',
      UNDEFINED: 'Undefined',
    },
    yes: 'Yes',
    no: 'No',
    dateFormat: 'dd/mm/yyyy',
    dateTimeFormat: 'dd/mm/yyyy hh:mm',
  },
  de: {
    sheet: 'Sendungen',
    columns: {
      shipmentNumber: 'Sendungsnummer',
      state: 'Status',
      type: 'Art',
      senderCustomerId: 'Kundennummer',
      senderName: 'Absender',
      senderCity: 'Ort Absender',
      lastModifiedBy: 'Zuletzt geändert von',
      orderNumber: 'Auftragsnummer',
      shippingDate: 'Versanddatum',
      deliveryDate: 'Zustelldatum',
      productName: 'Produkt',
      consigneeName: 'Empfänger',
      consigneeCity: 'Ort Empfänger',
      shippingNoticeCreated: 'Avis',
      commissionedOn: 'Beauftragt am',
      packages: 'Packstücke',
      weight: 'Gewicht (kg)',
      hazmat: 'Gefahrgut',
    },
    states: {
      NEW: 'Neu',
      DRAFT: 'Entwurf',
      CREATE_ANNOUNCEMENT: 'Wird avisiert',
      ANNOUNCED: 'Avisiert',
      CARGO_LIST_CREATED: 'Ladeliste erstellt',
      FINALIZED: 'Beauftragt',
      CANCELLED: 'Storniert',
    },
    types: {
      DISTRIBUTION: 'Distribution',
      DISTRIBUTION_NAH_IN_NAH: 'Distribution (Nah in Nah)',
      QUER: 'Quertransport',
      QUER_NAH_IN_NAH: 'Quertransport (Nah in Nah)',
      BELOG: 'Belog',
      UNDEFINED: 'Undefiniert',
    },
    yes: 'Ja',
    no: 'Nein',
    dateFormat: 'dd.mm.yyyy',
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
  cs: {
    sheet: 'Zásilky',
    columns: {
      shipmentNumber: 'Číslo zásilky',
      state: 'Stav',
      type: 'Typ',
      senderCustomerId: 'Číslo zákazníka',
      senderName: 'Odesílatel',
      senderCity: 'Místo odesílatele',
      lastModifiedBy: 'Naposledy změnil',
      orderNumber: 'Číslo objednávky',
      shippingDate: 'Datum odeslání',
      deliveryDate: 'Datum doručení',
      productName: 'Produkt',
      consigneeName: 'Příjemce',
      consigneeCity: 'Místo příjemce',
      shippingNoticeCreated: 'Avízo',
      commissionedOn: 'Objednáno dne',
      packages: 'Kusy',
      weight: 'Hmotnost (kg)',
      hazmat: 'Nebezpečné zboží',
    },
    states: {
      NEW: 'Nová',
      DRAFT: 'Koncept',
      CREATE_ANNOUNCEMENT: 'Bude avizována',
      ANNOUNCED: 'Avizována',
      CARGO_LIST_CREATED: 'Nakládací list vytvořen',
      FINALIZED: 'Objednána',
      CANCELLED: 'Stornována',
    },
    types: {
      DISTRIBUTION: 'Distribuce',
      DISTRIBUTION_NAH_IN_NAH: 'Distribuce (nah in nah)',
      QUER: 'Příčná přeprava',
      QUER_NAH_IN_NAH: 'Příčná přeprava (nah in nah)',
      BELOG: 'Belog',
      UNDEFINED: 'Neurčeno',
    },
    yes: 'Ano',
    no: 'Ne',
    dateFormat: 'dd.mm.yyyy',
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
  sk: {
    sheet: 'Zásielky',
    columns: {
      shipmentNumber: 'Číslo zásielky',
      state: 'Stav',
      type: 'Typ',
      senderCustomerId: 'Číslo zákazníka',
      senderName: 'Odosielateľ',
      senderCity: 'Miesto odosielateľa',
      lastModifiedBy: 'Naposledy zmenil',
      orderNumber: 'Číslo objednávky',
      shippingDate: 'Dátum odoslania',
      deliveryDate: 'Dátum doručenia',
      productName: 'Produkt',
      consigneeName: 'Príjemca',
      consigneeCity: 'Miesto príjemcu',
      shippingNoticeCreated: 'Avízo',
      commissionedOn: 'Objednané dňa',
      packages: 'Kusy',
      weight: 'Hmotnosť (kg)',
      hazmat: 'Nebezpečný tovar',
    },
    states: {
      NEW: 'Nová',
      DRAFT: 'Koncept',
      CREATE_ANNOUNCEMENT: 'Bude avizovaná',
      ANNOUNCED: 'Avizovaná',
      CARGO_LIST_CREATED: 'Nakladací list vytvorený',
      FINALIZED: 'Objednaná',
      CANCELLED: 'Stornovaná',
    },
    types: {
      DISTRIBUTION: 'Distribúcia',
      DISTRIBUTION_NAH_IN_NAH: 'Distribúcia (nah in nah)',
      QUER: 'Priečna preprava',
      QUER_NAH_IN_NAH: 'Priečna preprava (nah in nah)',
      BELOG: 'Belog',
      UNDEFINED: 'Neurčené',
    },
    yes: 'Áno',
    no: 'Nie',
    dateFormat: 'dd.mm.yyyy',
    dateTimeFormat: 'dd.mm.yyyy hh:mm',
  },
};
