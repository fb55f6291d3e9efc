import type {
  CurrencyLookup,
  IncotermCode,
  IsoDate,
  NotificationCodeRules,
  ProductRules,
} from '../rules/index.ts';

/** One entry of the ADR table, as the rules read it: what the server takes from it, not the client. */
export interface HazmatReference {
  sequenceNumber: number;
  hazardClass: string;
  classificationCode: string;
  /** I, II or III; null for entries without one (class 1, gases, batteries, ...). */
  packagingGroup: string | null;
  /** A collective (N.O.S.) entry: the technical name is required (ADR special provision 274). */
  collectiveTerm: boolean;
  transportCategory: string;
  tunnelRestrictionCode: string | null;
  /** ADR 1.1.3.6.4 points per unit of the transport category. */
  factor: number;
}

/**
 * The reference facts and customer settings a shipment is checked against, gathered by the caller
 * (API, batch worker, SFTP ingestion) for one command. Lookups must be pure: answer from data
 * loaded beforehand.
 */
export interface ShipmentRules {
  /** Today's date at the customer's branch. */
  today: IsoDate;
  /** The rules of the product the order names; undefined when that product is not available. */
  product: ProductRules | undefined;
  currencies: CurrencyLookup;
  /** Delivery note codes; without them the notes are not checked against the codes. */
  notificationCodes?: readonly NotificationCodeRules[];
  /** Incoterm codes; without them the shipping terms are not checked against the codes. */
  incoterms?: readonly IncotermCode[];
  /**
   * The entries of a UN number in the ADR table (Table A of ADR 3.2.1); undefined when the number
   * is not in the table. Without it dangerous goods are not checked against the table.
   */
  hazmatEntriesOf?: (unNumber: string) => readonly HazmatReference[] | undefined;
  /** Packing codes of cargo items; without them the codes are not checked against the list. */
  packingCodes?: ReadonlySet<string>;
  /** Packaging codes of dangerous goods; without them the codes are not checked against the list. */
  hazmatPackagingCodes?: ReadonlySet<string>;
  /** Countries besides the fixed ones where pallet exchange (FP) is offered. */
  palletExchangeCountries?: readonly string[];
  /**
   * The customer's required fields: 'orderNumber', 'cargoList.items.marking',
   * 'cargoList.items.orderNumber'.
   */
  requiredFields?: readonly string[];
  /** Cargo item dimensions may be left empty. */
  dimensionsOptional?: boolean;
  cbmMandatory?: boolean;
  loadingLengthMandatory?: boolean;
  /** The storing positions must be given (MANDATORY_FIELDS storingPos). */
  storingPosMandatory?: boolean;
  /** Facts for the main type: the customer's kind and branch, and which branch serves a zip code. */
  isBelogCustomer: boolean;
  customerBranch?: string;
  branchOf: (country: string, zipCode: string) => string | undefined;
}
