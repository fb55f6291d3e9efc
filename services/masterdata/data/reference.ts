/**
 * The forwarder's reference codes. Currency values for EUR and CZK are the spec's fallbacks; the
 * others are the EUR values converted at rounded exchange rates (docs/decisions: master data).
 */
export const currencies = [
  { isoCode: 'EUR', insuranceThreshold: 50_000, insuranceDefaultPerKg: 20, collectOnDeliveryMaximum: 5_000 },
  {
    isoCode: 'CZK',
    insuranceThreshold: 1_000_000,
    insuranceDefaultPerKg: 500,
    collectOnDeliveryMaximum: 120_000,
  },
  { isoCode: 'CHF', insuranceThreshold: 50_000, insuranceDefaultPerKg: 20, collectOnDeliveryMaximum: 5_000 },
  {
    isoCode: 'PLN',
    insuranceThreshold: 215_000,
    insuranceDefaultPerKg: 85,
    collectOnDeliveryMaximum: 21_500,
  },
  {
    isoCode: 'HUF',
    insuranceThreshold: 20_000_000,
    insuranceDefaultPerKg: 8_000,
    collectOnDeliveryMaximum: 2_000_000,
  },
];

/** Shipping terms: the national German codes and the Incoterms 2020 the forwarder maps to its codes. */
export const incotermCodes = [
  { identifier: '04', name: 'frei Haus', international: false },
  { identifier: '06', name: 'unfrei', international: false },
  { identifier: '08', name: 'frei Haus, unverzollt', international: false },
  { identifier: '11', name: 'DAP – geliefert benannter Ort', international: true },
  { identifier: '12', name: 'DDP – geliefert verzollt', international: true },
  { identifier: '13', name: 'FCA – frei Frachtführer', international: true },
  { identifier: '14', name: 'CPT – frachtfrei', international: true },
  { identifier: '15', name: 'CIP – frachtfrei versichert', international: true },
  { identifier: '16', name: 'DPU – geliefert benannter Ort entladen', international: true },
  { identifier: '24', name: 'EXW – ab Werk', international: true },
];

/** Packing codes of cargo items (the forwarder's two-letter codes). */
export const packagingCodes = [
  { identifier: 'FP', name: 'Flachpalette (Europalette)' },
  { identifier: 'GP', name: 'Gitterboxpalette' },
  { identifier: 'EP', name: 'Einwegpalette' },
  { identifier: 'HP', name: 'Halbpalette' },
  { identifier: 'VP', name: 'Viertelpalette' },
  { identifier: 'CP', name: 'Chemiepalette' },
  { identifier: 'DP', name: 'Düsseldorfer Palette' },
  { identifier: 'IP', name: 'Industriepalette' },
  { identifier: 'KT', name: 'Karton' },
  { identifier: 'PK', name: 'Paket' },
  { identifier: 'KI', name: 'Kiste' },
  { identifier: 'VS', name: 'Verschlag' },
  { identifier: 'FA', name: 'Fass' },
  { identifier: 'KS', name: 'Kanister' },
  { identifier: 'EI', name: 'Eimer' },
  { identifier: 'SA', name: 'Sack' },
  { identifier: 'BB', name: 'Big Bag' },
  { identifier: 'IB', name: 'IBC (Intermediate Bulk Container)' },
  { identifier: 'RO', name: 'Rolle' },
  { identifier: 'BU', name: 'Bund' },
  { identifier: 'ST', name: 'Stück' },
  { identifier: 'CO', name: 'Colli' },
];

/** UN packaging codes of dangerous goods (ADR 6.1.2.7 and 6.5.1.4). */
export const hazmatPackagingCodes = [
  { code: '1A1', name: 'Fass aus Stahl, nicht abnehmbarer Deckel' },
  { code: '1A2', name: 'Fass aus Stahl, abnehmbarer Deckel' },
  { code: '1B1', name: 'Fass aus Aluminium, nicht abnehmbarer Deckel' },
  { code: '1B2', name: 'Fass aus Aluminium, abnehmbarer Deckel' },
  { code: '1D', name: 'Fass aus Sperrholz' },
  { code: '1G', name: 'Fass aus Pappe' },
  { code: '1H1', name: 'Fass aus Kunststoff, nicht abnehmbarer Deckel' },
  { code: '1H2', name: 'Fass aus Kunststoff, abnehmbarer Deckel' },
  { code: '3A1', name: 'Kanister aus Stahl, nicht abnehmbarer Deckel' },
  { code: '3A2', name: 'Kanister aus Stahl, abnehmbarer Deckel' },
  { code: '3B1', name: 'Kanister aus Aluminium, nicht abnehmbarer Deckel' },
  { code: '3B2', name: 'Kanister aus Aluminium, abnehmbarer Deckel' },
  { code: '3H1', name: 'Kanister aus Kunststoff, nicht abnehmbarer Deckel' },
  { code: '3H2', name: 'Kanister aus Kunststoff, abnehmbarer Deckel' },
  { code: '4A', name: 'Kiste aus Stahl' },
  { code: '4B', name: 'Kiste aus Aluminium' },
  { code: '4C1', name: 'Kiste aus Naturholz, einfach' },
  { code: '4C2', name: 'Kiste aus Naturholz, mit staubdichten Wänden' },
  { code: '4D', name: 'Kiste aus Sperrholz' },
  { code: '4F', name: 'Kiste aus Holzfaserwerkstoff' },
  { code: '4G', name: 'Kiste aus Pappe' },
  { code: '4H1', name: 'Kiste aus Schaumstoff' },
  { code: '4H2', name: 'Kiste aus starrem Kunststoff' },
  { code: '5H1', name: 'Sack aus Kunststoffgewebe, ohne Innenauskleidung' },
  { code: '5H4', name: 'Sack aus Kunststofffolie' },
  { code: '5L1', name: 'Sack aus Textilgewebe, ohne Innenauskleidung' },
  { code: '5M1', name: 'Sack aus Papier, mehrlagig' },
  { code: '6HA1', name: 'Kunststoffgefäß in einem Fass aus Stahl' },
  { code: '6HG1', name: 'Kunststoffgefäß in einem Fass aus Pappe' },
  { code: '6HG2', name: 'Kunststoffgefäß in einer Kiste aus Pappe' },
  { code: '6HH1', name: 'Kunststoffgefäß in einem Fass aus Kunststoff' },
  { code: '11A', name: 'IBC aus Stahl, für feste Stoffe, durch Schwerkraft entleert' },
  { code: '13H3', name: 'Flexibler IBC aus beschichtetem Kunststoffgewebe' },
  { code: '31A', name: 'IBC aus Stahl, für flüssige Stoffe' },
  { code: '31H1', name: 'Starrer Kunststoff-IBC, für flüssige Stoffe' },
  { code: '31HA1', name: 'Kombinations-IBC mit starrem Kunststoff-Innenbehälter in Stahlgitter' },
];
