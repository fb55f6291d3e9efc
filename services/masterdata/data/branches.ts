/**
 * The forwarder's branches (locations) of the demo world (docs/decisions/0004-demo-world.md). Each
 * has its own GS1 company prefix (DE 400-440, CZ 859, AT 900-919, SK 858) for SSCC labels, a GLN
 * built from it, and a serial number range for the SSCCs it issues.
 */
export interface BranchSeed {
  abbreviation: string;
  name: string;
  legalName: string;
  streetName: string;
  streetNumber: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  currency: string;
  ssccPrefix: string;
  gln: string;
  ssccCounterMin: number;
  ssccCounterMax: number;
}

const mailbox = (abbreviation: string, box: string) =>
  `${box}.${abbreviation.toLowerCase()}@freight-portal.local`;

export function branchMailLists(abbreviation: string) {
  return {
    announcementEmail: [mailbox(abbreviation, 'avis')],
    inquiryEmail: [mailbox(abbreviation, 'anfragen')],
    cancellationEmail: [mailbox(abbreviation, 'storno')],
    belogEmail: [mailbox(abbreviation, 'belog')],
    insuranceEmail: [mailbox(abbreviation, 'versicherung')],
    registrationEmail: [mailbox(abbreviation, 'vertrieb')],
  };
}

export const branches: BranchSeed[] = [
  {
    abbreviation: 'HAM',
    name: 'Hamburg',
    legalName: 'Freight Portal Spedition GmbH, Niederlassung Hamburg',
    streetName: 'Am Moldauhafen',
    streetNumber: '12',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'DE',
    phone: '+49 40 3009870',
    currency: 'EUR',
    ssccPrefix: '4012345',
    gln: '4012345000016',
    ssccCounterMin: 100_000_000,
    ssccCounterMax: 199_999_999,
  },
  {
    abbreviation: 'PRG',
    name: 'Praha',
    legalName: 'Freight Portal Spedice s.r.o., pobočka Praha',
    streetName: 'Kolbenova',
    streetNumber: '959/21',
    zipCode: '190 00',
    city: 'Praha 9',
    country: 'CZ',
    phone: '+420 226 203 400',
    currency: 'CZK',
    ssccPrefix: '8591234',
    gln: '8591234000017',
    ssccCounterMin: 100_000_000,
    ssccCounterMax: 199_999_999,
  },
  {
    abbreviation: 'VIE',
    name: 'Wien',
    legalName: 'Freight Portal Spedition GmbH, Niederlassung Wien',
    streetName: 'Freudenauer Hafenstraße',
    streetNumber: '8',
    zipCode: '1020',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 72740 0',
    currency: 'EUR',
    ssccPrefix: '9012345',
    gln: '9012345000011',
    ssccCounterMin: 100_000_000,
    ssccCounterMax: 199_999_999,
  },
  {
    abbreviation: 'BTS',
    name: 'Bratislava',
    legalName: 'Freight Portal Špedícia s.r.o., pobočka Bratislava',
    streetName: 'Prístavná',
    streetNumber: '10',
    zipCode: '821 09',
    city: 'Bratislava',
    country: 'SK',
    phone: '+421 2 4820 1100',
    currency: 'EUR',
    ssccPrefix: '8581234',
    gln: '8581234000018',
    ssccCounterMin: 100_000_000,
    ssccCounterMax: 199_999_999,
  },
];

export interface ZipRangeSeed {
  country: string;
  start: [zipCode: string, city: string];
  end: [zipCode: string, city: string];
  collection?: string;
  distribution?: string;
  productMap?: Record<string, 'YES' | 'NO'>;
}

/** Zones: the zip ranges each branch collects from and delivers to itself. */
export const zones: Record<string, ZipRangeSeed[]> = {
  HAM: [
    { country: 'DE', start: ['20000', 'Hamburg'], end: ['25999', 'Husum'] },
    { country: 'DE', start: ['27000', 'Bremerhaven'], end: ['29999', 'Uelzen'] },
    { country: 'DE', start: ['30000', 'Hannover'], end: ['31999', 'Hildesheim'] },
  ],
  PRG: [
    { country: 'CZ', start: ['100 00', 'Praha 10'], end: ['299 99', 'Mladá Boleslav'] },
    { country: 'CZ', start: ['300 00', 'Plzeň'], end: ['599 99', 'Jihlava'] },
    { country: 'CZ', start: ['600 00', 'Brno'], end: ['799 99', 'Jeseník'] },
  ],
  VIE: [{ country: 'AT', start: ['1000', 'Wien'], end: ['9999', 'Lienz'] }],
  BTS: [{ country: 'SK', start: ['010 01', 'Žilina'], end: ['999 99', 'Komárno'] }],
};

const NATIONAL_ALL = {
  P01: 'YES',
  P81: 'YES',
  P24: 'YES',
  '150': 'YES',
  '166': 'YES',
  '230': 'YES',
} as const;

/** Routings: destination ranges with their line-haul relation and the products offered there. */
export const routings: Record<string, ZipRangeSeed[]> = {
  HAM: [
    {
      country: 'DE',
      start: ['01000', 'Dresden'],
      end: ['19999', 'Ludwigslust'],
      collection: 'HAM-N',
      distribution: 'HAM-BER',
      productMap: { ...NATIONAL_ALL },
    },
    {
      country: 'DE',
      start: ['20000', 'Hamburg'],
      end: ['59999', 'Soest'],
      collection: 'HAM-N',
      distribution: 'HAM-NAH',
      productMap: { ...NATIONAL_ALL },
    },
    {
      country: 'DE',
      start: ['60000', 'Frankfurt am Main'],
      end: ['99999', 'Sonneberg'],
      collection: 'HAM-N',
      distribution: 'HAM-SUED',
      // A fixed 24-hour window cannot be kept on the long haul to the south.
      productMap: { ...NATIONAL_ALL, P24: 'NO' },
    },
    {
      country: 'AT',
      start: ['1000', 'Wien'],
      end: ['9999', 'Lienz'],
      collection: 'HAM-N',
      distribution: 'HAM-VIE',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
    {
      country: 'CZ',
      start: ['100 00', 'Praha 10'],
      end: ['799 99', 'Jeseník'],
      collection: 'HAM-N',
      distribution: 'HAM-PRG',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
    {
      country: 'SK',
      start: ['010 01', 'Žilina'],
      end: ['999 99', 'Komárno'],
      collection: 'HAM-N',
      distribution: 'HAM-BTS',
      productMap: { P01: 'YES', E01: 'YES', E02: 'NO' },
    },
  ],
  PRG: [
    {
      country: 'CZ',
      start: ['100 00', 'Praha 10'],
      end: ['799 99', 'Jeseník'],
      collection: 'PRG-C',
      distribution: 'PRG-NAH',
      productMap: { ...NATIONAL_ALL },
    },
    {
      country: 'SK',
      start: ['010 01', 'Žilina'],
      end: ['999 99', 'Komárno'],
      collection: 'PRG-C',
      distribution: 'PRG-BTS',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
    {
      country: 'DE',
      start: ['01000', 'Dresden'],
      end: ['99999', 'Sonneberg'],
      collection: 'PRG-C',
      distribution: 'PRG-HAM',
      productMap: { P01: 'YES', E01: 'YES', E02: 'NO' },
    },
    {
      country: 'AT',
      start: ['1000', 'Wien'],
      end: ['9999', 'Lienz'],
      collection: 'PRG-C',
      distribution: 'PRG-VIE',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
  ],
  VIE: [
    {
      country: 'AT',
      start: ['1000', 'Wien'],
      end: ['9999', 'Lienz'],
      collection: 'VIE-O',
      distribution: 'VIE-NAH',
      productMap: { ...NATIONAL_ALL },
    },
    {
      country: 'DE',
      start: ['01000', 'Dresden'],
      end: ['99999', 'Sonneberg'],
      collection: 'VIE-O',
      distribution: 'VIE-HAM',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
  ],
  BTS: [
    {
      country: 'SK',
      start: ['010 01', 'Žilina'],
      end: ['999 99', 'Komárno'],
      collection: 'BTS-Z',
      distribution: 'BTS-NAH',
      productMap: { ...NATIONAL_ALL, P24: 'NO' },
    },
    {
      country: 'CZ',
      start: ['100 00', 'Praha 10'],
      end: ['799 99', 'Jeseník'],
      collection: 'BTS-Z',
      distribution: 'BTS-PRG',
      productMap: { P01: 'YES', E01: 'YES', E02: 'YES' },
    },
  ],
};
