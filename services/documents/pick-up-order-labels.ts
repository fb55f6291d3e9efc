import type { CustomsDocuments, PickUpOrderType } from '../../contracts/shipment/index.ts';

export const documentLanguages = ['en', 'de', 'cs', 'sk'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

interface Labels {
  title: string;
  types: Record<PickUpOrderType, string>;
  shipmentNumber: string;
  orderNumber: string;
  issuedOn: string;
  principal: string;
  branch: string;
  partner: string;
  attentionOf: string;
  fax: string;
  cc: string;
  ccEmail: string;
  email: string;
  phone: string;
  contact: string;
  intro: string;
  consignor: string;
  consignee: string;
  dates: string;
  date: string;
  time: string;
  pickUp: string;
  delivery: string;
  cargo: string;
  pieces: string;
  packaging: string;
  goods: string;
  weight: string;
  total: string;
  dangerousGoods: string;
  volume: string;
  loadingLength: string;
  product: string;
  notes: string;
  customs: string;
  customsDocuments: string;
  documents: Record<CustomsDocuments, string>;
  insuranceValue: string;
  accompanyingPapers: string;
  tpaper: string;
  commercialInvoice: string;
  invoicing: string;
  clearingLocationOkay: string;
  credit: string;
  agreement: string;
  centralInvoiceDepartment: string;
  yes: string;
  no: string;
  signaturePrincipal: string;
  signaturePartner: string;
}

/** The pick-up order's printed texts in the portal's languages. */
export const pickUpOrderLabels: Record<DocumentLanguage, Labels> = {
  en: {
    title: 'Pick-up order',
    types: { SPEDITIONSAUFTRAG: 'Forwarding order', QUERTRANSPORT: 'Cross transport' },
    shipmentNumber: 'Shipment number',
    orderNumber: 'Order number',
    issuedOn: 'Issued on',
    principal: 'Principal (our branch)',
    branch: 'Branch',
    partner: 'Partner',
    attentionOf: 'Attn.',
    fax: 'Fax',
    cc: 'Copy to',
    ccEmail: 'Copy e-mail',
    email: 'E-mail',
    phone: 'Phone',
    contact: 'Contact',
    intro: 'Please collect the following consignment and deliver it as agreed.',
    consignor: 'Consignor',
    consignee: 'Consignee',
    dates: 'Dates and times',
    date: 'Date',
    time: 'Time',
    pickUp: 'Pick-up',
    delivery: 'Delivery',
    cargo: 'Cargo',
    pieces: 'Pieces',
    packaging: 'Packaging',
    goods: 'Goods',
    weight: 'Weight',
    total: 'Total',
    dangerousGoods: 'dangerous goods',
    volume: 'Volume',
    loadingLength: 'Loading length',
    product: 'Product',
    notes: 'Notes',
    customs: 'Customs',
    customsDocuments: 'Customs documents',
    documents: { CLAIM: 'to be claimed', CREATE: 'to be created', NOT_NECESSARY: 'not necessary' },
    insuranceValue: 'Insurance value',
    accompanyingPapers: 'Accompanying papers',
    tpaper: 'T document',
    commercialInvoice: 'Commercial invoice',
    invoicing: 'Invoicing',
    clearingLocationOkay: 'Clearing via branch',
    credit: 'Credit note',
    agreement: 'As agreed',
    centralInvoiceDepartment: 'Central invoice department',
    yes: 'yes',
    no: 'no',
    signaturePrincipal: 'Principal',
    signaturePartner: 'Partner (confirmation)',
  },
  de: {
    title: 'Abholauftrag',
    types: { SPEDITIONSAUFTRAG: 'Speditionsauftrag', QUERTRANSPORT: 'Quertransport' },
    shipmentNumber: 'Sendungsnummer',
    orderNumber: 'Auftragsnummer',
    issuedOn: 'Ausgestellt am',
    principal: 'Auftraggeber (unsere Niederlassung)',
    branch: 'Niederlassung',
    partner: 'Partner',
    attentionOf: 'z. Hd.',
    fax: 'Fax',
    cc: 'Kopie an',
    ccEmail: 'E-Mail für die Kopie',
    email: 'E-Mail',
    phone: 'Telefon',
    contact: 'Ansprechpartner',
    intro: 'Bitte holen Sie die folgende Sendung ab und stellen Sie sie wie vereinbart zu.',
    consignor: 'Versender',
    consignee: 'Empfänger',
    dates: 'Termine',
    date: 'Datum',
    time: 'Uhrzeit',
    pickUp: 'Abholung',
    delivery: 'Zustellung',
    cargo: 'Ladung',
    pieces: 'Anzahl',
    packaging: 'Verpackung',
    goods: 'Inhalt',
    weight: 'Gewicht',
    total: 'Summe',
    dangerousGoods: 'Gefahrgut',
    volume: 'Volumen',
    loadingLength: 'Lademeter',
    product: 'Produkt',
    notes: 'Bemerkungen',
    customs: 'Zoll',
    customsDocuments: 'Zollpapiere',
    documents: { CLAIM: 'anfordern', CREATE: 'erstellen', NOT_NECESSARY: 'nicht erforderlich' },
    insuranceValue: 'Versicherungswert',
    accompanyingPapers: 'Begleitpapiere',
    tpaper: 'T-Papier',
    commercialInvoice: 'Handelsrechnung',
    invoicing: 'Abrechnung',
    clearingLocationOkay: 'Abrechnung über Niederlassung',
    credit: 'Gutschrift',
    agreement: 'Laut Vereinbarung',
    centralInvoiceDepartment: 'Zentrale Fakturierung',
    yes: 'ja',
    no: 'nein',
    signaturePrincipal: 'Auftraggeber',
    signaturePartner: 'Partner (Bestätigung)',
  },
  cs: {
    title: 'Příkaz k vyzvednutí',
    types: { SPEDITIONSAUFTRAG: 'Zasílatelský příkaz', QUERTRANSPORT: 'Křížová přeprava' },
    shipmentNumber: 'Číslo zásilky',
    orderNumber: 'Číslo objednávky',
    issuedOn: 'Vystaveno dne',
    principal: 'Příkazce (naše pobočka)',
    branch: 'Pobočka',
    partner: 'Partner',
    attentionOf: 'K rukám',
    fax: 'Fax',
    cc: 'Kopie pro',
    ccEmail: 'E-mail pro kopii',
    email: 'E-mail',
    phone: 'Telefon',
    contact: 'Kontaktní osoba',
    intro: 'Prosíme o vyzvednutí následující zásilky a její doručení podle dohody.',
    consignor: 'Odesílatel',
    consignee: 'Příjemce',
    dates: 'Termíny',
    date: 'Datum',
    time: 'Čas',
    pickUp: 'Vyzvednutí',
    delivery: 'Doručení',
    cargo: 'Náklad',
    pieces: 'Počet',
    packaging: 'Obal',
    goods: 'Zboží',
    weight: 'Hmotnost',
    total: 'Celkem',
    dangerousGoods: 'nebezpečné zboží',
    volume: 'Objem',
    loadingLength: 'Ložné metry',
    product: 'Produkt',
    notes: 'Poznámky',
    customs: 'Clo',
    customsDocuments: 'Celní doklady',
    documents: { CLAIM: 'vyžádat', CREATE: 'vystavit', NOT_NECESSARY: 'nejsou nutné' },
    insuranceValue: 'Pojistná hodnota',
    accompanyingPapers: 'Průvodní doklady',
    tpaper: 'Tranzitní doklad T',
    commercialInvoice: 'Obchodní faktura',
    invoicing: 'Fakturace',
    clearingLocationOkay: 'Vyúčtování přes pobočku',
    credit: 'Dobropis',
    agreement: 'Podle dohody',
    centralInvoiceDepartment: 'Centrální fakturace',
    yes: 'ano',
    no: 'ne',
    signaturePrincipal: 'Příkazce',
    signaturePartner: 'Partner (potvrzení)',
  },
  sk: {
    title: 'Príkaz na vyzdvihnutie',
    types: { SPEDITIONSAUFTRAG: 'Zasielateľský príkaz', QUERTRANSPORT: 'Krížová preprava' },
    shipmentNumber: 'Číslo zásielky',
    orderNumber: 'Číslo objednávky',
    issuedOn: 'Vystavené dňa',
    principal: 'Príkazca (naša pobočka)',
    branch: 'Pobočka',
    partner: 'Partner',
    attentionOf: 'K rukám',
    fax: 'Fax',
    cc: 'Kópia pre',
    ccEmail: 'E-mail pre kópiu',
    email: 'E-mail',
    phone: 'Telefón',
    contact: 'Kontaktná osoba',
    intro: 'Prosíme o vyzdvihnutie nasledujúcej zásielky a jej doručenie podľa dohody.',
    consignor: 'Odosielateľ',
    consignee: 'Príjemca',
    dates: 'Termíny',
    date: 'Dátum',
    time: 'Čas',
    pickUp: 'Vyzdvihnutie',
    delivery: 'Doručenie',
    cargo: 'Náklad',
    pieces: 'Počet',
    packaging: 'Obal',
    goods: 'Tovar',
    weight: 'Hmotnosť',
    total: 'Spolu',
    dangerousGoods: 'nebezpečný tovar',
    volume: 'Objem',
    loadingLength: 'Ložné metre',
    product: 'Produkt',
    notes: 'Poznámky',
    customs: 'Clo',
    customsDocuments: 'Colné doklady',
    documents: { CLAIM: 'vyžiadať', CREATE: 'vystaviť', NOT_NECESSARY: 'nie sú potrebné' },
    insuranceValue: 'Poistná hodnota',
    accompanyingPapers: 'Sprievodné doklady',
    tpaper: 'Tranzitný doklad T',
    commercialInvoice: 'Obchodná faktúra',
    invoicing: 'Fakturácia',
    clearingLocationOkay: 'Vyúčtovanie cez pobočku',
    credit: 'Dobropis',
    agreement: 'Podľa dohody',
    centralInvoiceDepartment: 'Centrálna fakturácia',
    yes: 'áno',
    no: 'nie',
    signaturePrincipal: 'Príkazca',
    signaturePartner: 'Partner (potvrdenie)',
  },
};
