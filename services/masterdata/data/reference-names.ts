/**
 * Names of reference data in the portal's other languages; the German name in the data itself is
 * the master. Products, delivery-note codes and their attachment labels, packing codes and shipping
 * terms (incoterm codes) have them; the ADR lists (UN numbers, hazmat packaging codes) do not, and
 * show their names as the data has them (docs/decisions/0126, 0211).
 */
export type ReferenceNames = Record<string, { en: string; cs: string; sk: string }>;

export const productNames: ReferenceNames = {
  P01: { en: 'Standard', cs: 'Standard', sk: 'Štandard' },
  P81: { en: 'Preferred date', cs: 'Termín na přání', sk: 'Termín na želanie' },
  P24: { en: 'Fixed date 24 hours', cs: 'Pevný termín 24 hodin', sk: 'Pevný termín 24 hodín' },
  '150': {
    en: 'Delivery with phone notice',
    cs: 'Doručení s telefonickým avízem',
    sk: 'Doručenie s telefonickým avízom',
  },
  '166': { en: 'Private delivery', cs: 'Doručení soukromé osobě', sk: 'Doručenie súkromnej osobe' },
  '230': {
    en: 'Delivery with online appointment booking',
    cs: 'Doručení s online rezervací termínu',
    sk: 'Doručenie s online rezerváciou termínu',
  },
  '352': {
    en: 'Delivery with contact notice',
    cs: 'Doručení s kontaktním avízem',
    sk: 'Doručenie s kontaktným avízom',
  },
  '400': {
    en: 'Delivery with e-mail notice',
    cs: 'Doručení s e-mailovým avízem',
    sk: 'Doručenie s e-mailovým avízom',
  },
  '601': {
    en: 'Pick-up with notice to the shipper',
    cs: 'Vyzvednutí s avízem u odesílatele',
    sk: 'Vyzdvihnutie s avízom u odosielateľa',
  },
  P90: { en: 'Special trip', cs: 'Zvláštní jízda', sk: 'Zvláštna jazda' },
  E01: { en: 'EU Standard', cs: 'EU Standard', sk: 'EU Štandard' },
  E02: { en: 'EU Express', cs: 'EU Express', sk: 'EU Expres' },
};

export const notificationCodeNames: ReferenceNames = {
  '101': {
    en: 'Phone notice before delivery',
    cs: 'Telefonické avízo před doručením',
    sk: 'Telefonické avízo pred doručením',
  },
  '102': { en: 'Notice by e-mail', cs: 'Avízo e-mailem', sk: 'Avízo e-mailom' },
  '103': {
    en: 'Delivery with tail lift only',
    cs: 'Doručení pouze s hydraulickým čelem',
    sk: 'Doručenie iba s hydraulickým čelom',
  },
  '104': {
    en: 'Delivery by appointment',
    cs: 'Doručení po domluvě termínu',
    sk: 'Doručenie po dohode termínu',
  },
  '105': {
    en: 'Delivery on a fixed date',
    cs: 'Doručení k pevnému termínu',
    sk: 'Doručenie k pevnému termínu',
  },
  '106': {
    en: 'Delivery to a private person',
    cs: 'Doručení soukromé osobě',
    sk: 'Doručenie súkromnej osobe',
  },
  '107': {
    en: 'Delivery to the room of use',
    cs: 'Doručení až do místa použití',
    sk: 'Doručenie až na miesto použitia',
  },
  '108': { en: 'Return of empties', cs: 'Vrácení obalů', sk: 'Vrátenie obalov' },
  '110': {
    en: 'Delivery with customs documents',
    cs: 'Doručení s celními doklady',
    sk: 'Doručenie s colnými dokladmi',
  },
  '120': {
    en: 'Collection by the consignee at the warehouse',
    cs: 'Vyzvednutí příjemcem ve skladu',
    sk: 'Vyzdvihnutie príjemcom v sklade',
  },
  '130': { en: 'No delivery on Saturday', cs: 'Bez doručení v sobotu', sk: 'Bez doručenia v sobotu' },
  '190': { en: 'Note to the driver', cs: 'Pokyn pro řidiče', sk: 'Pokyn pre vodiča' },
  '199': {
    en: 'Please contact customer service first',
    cs: 'Nejprve prosím kontaktujte zákaznický servis',
    sk: 'Najprv prosím kontaktujte zákaznícky servis',
  },
  '601': {
    en: 'Pick-up with tail lift',
    cs: 'Vyzvednutí s hydraulickým čelem',
    sk: 'Vyzdvihnutie s hydraulickým čelom',
  },
  '602': {
    en: 'Phone notice before pick-up',
    cs: 'Telefonické avízo před vyzvednutím',
    sk: 'Telefonické avízo pred vyzdvihnutím',
  },
  '603': {
    en: 'Pallet exchange at pick-up',
    cs: 'Výměna palet při vyzvednutí',
    sk: 'Výmena paliet pri vyzdvihnutí',
  },
  '604': {
    en: 'Delivery note travels with the shipment',
    cs: 'Dodací list je přiložen k zásilce',
    sk: 'Dodací list je priložený k zásielke',
  },
  '690': { en: 'Note to the pick-up driver', cs: 'Pokyn pro řidiče svozu', sk: 'Pokyn pre vodiča zvozu' },
};

export const packagingCodeNames: ReferenceNames = {
  FP: { en: 'Flat pallet (Euro pallet)', cs: 'Plochá paleta (europaleta)', sk: 'Plochá paleta (europaleta)' },
  GP: { en: 'Box pallet', cs: 'Ohradová paleta', sk: 'Ohradová paleta' },
  EP: { en: 'One-way pallet', cs: 'Jednorázová paleta', sk: 'Jednorazová paleta' },
  HP: { en: 'Half pallet', cs: 'Poloviční paleta', sk: 'Polovičná paleta' },
  VP: { en: 'Quarter pallet', cs: 'Čtvrtinová paleta', sk: 'Štvrtinová paleta' },
  CP: { en: 'Chemical pallet', cs: 'Chemická paleta', sk: 'Chemická paleta' },
  DP: { en: 'Düsseldorf pallet', cs: 'Düsseldorfská paleta', sk: 'Düsseldorfská paleta' },
  IP: { en: 'Industrial pallet', cs: 'Průmyslová paleta', sk: 'Priemyselná paleta' },
  KT: { en: 'Carton', cs: 'Karton', sk: 'Kartón' },
  PK: { en: 'Parcel', cs: 'Balík', sk: 'Balík' },
  KI: { en: 'Case', cs: 'Bedna', sk: 'Debna' },
  VS: { en: 'Crate', cs: 'Laťová bedna', sk: 'Latková debna' },
  FA: { en: 'Drum', cs: 'Sud', sk: 'Sud' },
  KS: { en: 'Jerrican', cs: 'Kanystr', sk: 'Kanister' },
  EI: { en: 'Bucket', cs: 'Kbelík', sk: 'Vedro' },
  SA: { en: 'Sack', cs: 'Pytel', sk: 'Vrece' },
  BB: { en: 'Big bag', cs: 'Big bag', sk: 'Big bag' },
  IB: {
    en: 'IBC (intermediate bulk container)',
    cs: 'IBC (středně velký kontejner pro volně ložené látky)',
    sk: 'IBC (stredne veľký kontajner na voľne ložené látky)',
  },
  RO: { en: 'Roll', cs: 'Role', sk: 'Rolka' },
  BU: { en: 'Bundle', cs: 'Svazek', sk: 'Zväzok' },
  ST: { en: 'Piece', cs: 'Kus', sk: 'Kus' },
  CO: { en: 'Package', cs: 'Koleto', sk: 'Koleto' },
};

/** Shipping terms: the German national terms in their usual translations, the Incoterms 2020 by their official names. */
export const incotermCodeNames: ReferenceNames = {
  '04': { en: 'Free domicile', cs: 'Franko dům', sk: 'Franko dom' },
  '06': { en: 'Carriage forward', cs: 'Nevyplaceně', sk: 'Nevyplatene' },
  '08': {
    en: 'Free domicile, duty unpaid',
    cs: 'Franko dům, neproclené',
    sk: 'Franko dom, nepreclené',
  },
  '11': { en: 'DAP – Delivered at Place', cs: 'DAP – S dodáním do místa', sk: 'DAP – S dodaním na miesto' },
  '12': {
    en: 'DDP – Delivered Duty Paid',
    cs: 'DDP – S dodáním, clo placeno',
    sk: 'DDP – S dodaním, clo zaplatené',
  },
  '13': { en: 'FCA – Free Carrier', cs: 'FCA – Vyplaceně dopravci', sk: 'FCA – Vyplatené dopravcovi' },
  '14': { en: 'CPT – Carriage Paid To', cs: 'CPT – Přeprava placena do', sk: 'CPT – Preprava zaplatená do' },
  '15': {
    en: 'CIP – Carriage and Insurance Paid To',
    cs: 'CIP – Přeprava a pojištění placeny do',
    sk: 'CIP – Preprava a poistenie zaplatené do',
  },
  '16': {
    en: 'DPU – Delivered at Place Unloaded',
    cs: 'DPU – S dodáním do místa, vyloženo',
    sk: 'DPU – S dodaním na miesto, vyložené',
  },
  '24': { en: 'EXW – Ex Works', cs: 'EXW – Ze závodu', sk: 'EXW – Zo závodu' },
};

/**
 * The attachment labels of delivery-note codes, by their German master label. The master stays in
 * the data, since the form's rules read it ('Ja, ...' asks for a text); readers see these.
 */
export const attachmentLabelNames: ReferenceNames = {
  'Ja, Telefonnummer': { en: 'Yes, phone number', cs: 'Ano, telefonní číslo', sk: 'Áno, telefónne číslo' },
  'Ja, E-Mail-Adresse': {
    en: 'Yes, e-mail address',
    cs: 'Ano, e-mailová adresa',
    sk: 'Áno, e-mailová adresa',
  },
  'Ja, Ansprechpartner': {
    en: 'Yes, contact person',
    cs: 'Ano, kontaktní osoba',
    sk: 'Áno, kontaktná osoba',
  },
  'Ja, Datum und Uhrzeit': { en: 'Yes, date and time', cs: 'Ano, datum a čas', sk: 'Áno, dátum a čas' },
  'Ja, Hinweistext': { en: 'Yes, note text', cs: 'Ano, text pokynu', sk: 'Áno, text pokynu' },
  'Anzahl Ladehilfsmittel': {
    en: 'Number of load carriers',
    cs: 'Počet manipulačních prostředků',
    sk: 'Počet manipulačných prostriedkov',
  },
};
