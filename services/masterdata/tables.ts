import type { ColumnType, Generated } from 'kysely';

/** jsonb: read as parsed values, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
/** numeric columns arrive as strings from pg and are converted deliberately. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface CountriesTable {
  alpha2_code: string;
  alpha3_code: string;
  iso_code: string;
  ioc_code: string;
  names: Json<Record<string, string>>;
}

export interface CurrenciesTable {
  iso_code: string;
  insurance_threshold: Numeric;
  insurance_default_per_kg: Numeric;
  collect_on_delivery_maximum: Numeric;
}

/** Names in further languages (language -> name); the `name` column is the master (German). */
type Names = ColumnType<Record<string, string>, string | undefined, string>;

export interface IncotermCodesTable {
  identifier: string;
  name: string;
  international: boolean;
  names: Names;
}

export interface PackagingCodesTable {
  identifier: string;
  name: string;
  names: Names;
}

export interface HazmatCodesTable {
  code: string;
  name: string;
}

export interface HazmatsTable {
  id: Generated<number>;
  un_number: string;
  sequence_number: number;
  clazz: string;
  classification_code: string;
  packaging_group: string | null;
  mass_unit: number;
  note: string | null;
  collective_term: number;
  transport_category: number;
  tunnel_restriction_code: string | null;
  name: string;
  factor: number;
}

export interface NotificationAttachment {
  /** The master (German) label; the form's rules read it ('Ja, ...' asks for a text). */
  name: string;
  defaultValue: string | null;
  validator: string | null;
  /** The label in further languages (language -> label). */
  names?: Record<string, string>;
}

export interface NotificationCodesTable {
  identifier: string;
  name: string;
  names: Names;
  active: Generated<boolean>;
  is_default: Generated<boolean>;
  multi_usage: Generated<boolean>;
  attachment: Json<NotificationAttachment> | null;
  required_fields: Json<string[]>;
  products: Json<string[]> | null;
}

export type ProductScope = 'ALL' | 'NATIONAL' | 'INTERNATIONAL';

/** The byOriginAndDestination flags that can rule a product out. */
export type ProductPartyFlag = 'originIsCustomer' | 'originIsNeutral' | 'destinationIsCustomer';

export interface ProductsTable {
  identifier: string;
  name: string;
  names: Names;
  cod_enabled: boolean;
  delivery_window_min: number | null;
  delivery_window_max: number | null;
  delivery_date_is_optional: boolean;
  timeslot: boolean;
  region: string | null;
  requires_consultation: boolean;
  flyer_url: string | null;
  is_default: boolean;
  scope: ProductScope;
  position: number;
  excluded_when: ColumnType<ProductPartyFlag[], string | undefined, string>;
}

export interface ZipCodeAreasTable {
  id: Generated<number>;
  country: string;
  zip_code: string;
  city: string;
}

export interface MasterdataChangesTable {
  id: Generated<string>;
  entity: string;
  entity_id: string;
  action: 'ADD' | 'MOD' | 'DEL';
  user_login: string;
  user_full_name: string;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
  modifications: Json<Record<string, unknown>>;
}

export interface LocationsTable {
  abbreviation: string;
  name: string;
  legal_name: string;
  street_name: string;
  street_number: string;
  zip_code: string;
  city: string;
  country: string;
  phone: string;
  currency: string;
  sscc_prefix: string | null;
  gln: string | null;
  sscc_counter_min: ColumnType<string | null, number | string | null, number | string | null>;
  sscc_counter_max: ColumnType<string | null, number | string | null, number | string | null>;
  esv_link: string | null;
  sync_date: ColumnType<Date | null, Date | string | null, Date | string | null>;
  announcement_email: Json<string[]>;
  inquiry_email: Json<string[]>;
  cancellation_email: Json<string[]>;
  belog_email: Json<string[]>;
  insurance_email: Json<string[]>;
  registration_email: Json<string[]>;
}

export type ZipRangeKind = 'ZONE' | 'ROUTING';

export interface LocationZipRangesTable {
  id: Generated<number>;
  location: string;
  kind: ZipRangeKind;
  country: string;
  zip_code_start: string;
  city_start: string;
  zip_code_end: string;
  city_end: string;
  collection_relation: string | null;
  distribution_relation: string | null;
  product_map: Json<Record<string, 'YES' | 'NO'>>;
}

export interface CustomersTable {
  customer_id: string;
  activated: boolean;
  name: string;
  additional_name: string | null;
  street: string;
  zip_code: string;
  city: string;
  country: string;
  location: string;
  secondary_location: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface CustomerSettingsTable {
  customer_id: string;
  name: string;
  value: Json<unknown>;
}

export interface AddressesTable {
  id: string;
  owner_customer_id: string;
  types: Json<string[]>;
  name: string;
  additional_name: string | null;
  customer_id: string | null;
  emons_customer_id: string | null;
  is_retail: boolean;
  street: string;
  country: string;
  zip_code: string;
  city: string;
  contact_name: string | null;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  web: string | null;
  autosend_shipping_documents: boolean;
  delivery_notes: Json<unknown[]>;
  invoice_recipient: Json<unknown> | null;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface CargoItemTemplatesTable {
  id: string;
  owner_customer_id: string;
  name: string;
  marking: string | null;
  order_number: string | null;
  colli_qty: number;
  packing_code: string | null;
  goods: string | null;
  dangerous_goods: boolean;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  is_default: boolean;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PersonalSettingsTable {
  username: string;
  name: string;
  value: Json<unknown>;
}

export interface InvoiceRecipientsTable {
  id: string;
  owner_customer_id: string;
  customer_id: string;
  name: string;
  additional_name: string | null;
  street: string;
  zip_code: string;
  city: string;
  country: string;
  contact_name: string | null;
  phone: string | null;
  is_default: boolean;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface CodeMappingsTable {
  customer_id: string;
  kind: string;
  partner_value: string;
  portal_value: string;
  note: string | null;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string | undefined>;
}

/** A public key of a customer's SFTP account (docs/decisions/0223). */
export interface SftpPublicKeysTable {
  id: string;
  customer_id: string;
  key_type: string;
  /** The key's SSH wire form, base64. */
  key_blob: string;
  bits: number;
  /** `SHA256:...` as `ssh-keygen -lf` prints it. */
  fingerprint: string;
  label: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by: string;
}

/** The forwarder's own status codes mapped onto the journey's catalogue (docs/decisions/0236). */
export interface JourneyCodesTable {
  code: string;
  status: string;
  reason: string | null;
  note: string | null;
  changed_at: ColumnType<Date, Date | string | undefined, Date | string | undefined>;
}

/** The master data module's tables, joined into the portal's `Database`. */
export interface MasterdataTables {
  countries: CountriesTable;
  currencies: CurrenciesTable;
  incoterm_codes: IncotermCodesTable;
  packaging_codes: PackagingCodesTable;
  hazmat_codes: HazmatCodesTable;
  hazmats: HazmatsTable;
  notification_codes: NotificationCodesTable;
  products: ProductsTable;
  zip_code_areas: ZipCodeAreasTable;
  masterdata_changes: MasterdataChangesTable;
  locations: LocationsTable;
  location_zip_ranges: LocationZipRangesTable;
  customers: CustomersTable;
  customer_settings: CustomerSettingsTable;
  addresses: AddressesTable;
  cargo_item_templates: CargoItemTemplatesTable;
  personal_settings: PersonalSettingsTable;
  invoice_recipients: InvoiceRecipientsTable;
  code_mappings: CodeMappingsTable;
  sftp_public_keys: SftpPublicKeysTable;
  journey_codes: JourneyCodesTable;
}
