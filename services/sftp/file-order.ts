import type { ShipmentPayloadInput } from '../../contracts/shipment/index.ts';

/**
 * A problem of a file, named by row and column (row 1 is the header; 0 is the file as a whole). In
 * an EDIFACT file the row is the segment's number, and `place` names segment and element as the
 * report shows them (`segment 14 MEA, element C174.6314`).
 */
export interface FileError {
  row: number;
  column: string;
  /** The problem in English: logs, and the report where no `code` is given. */
  message: string;
  place?: string;
  /** The segment (and element) of an EDIFACT file, for a report in another language. */
  segment?: { position: number; tag: string; element?: string };
  /** The message's catalogue key (services/i18n), rendered in the report's language with `params`. */
  code?: string;
  params?: Record<string, string | number>;
  /** The order field the problem names (its contract path), and the value read there, quoted. */
  field?: string;
  value?: string;
}

/** Where a value of an EDIFACT order stands: a FileError without its message. */
export type FilePlace = Omit<FileError, 'message'>;

/** The roles whose partner ids the code mapping translates (docs/decisions/0226). */
export type PartyRole = 'sender' | 'consignee' | 'loadingSite';

/**
 * A party named by its id instead of (or beside) its address: a GLN (NAD C082 with agency 9) or an
 * id of the partner's own (agency 91, 92, ZZZ, ..., or a LOC site code).
 */
export interface PartyId {
  id: string;
  scheme: 'GLN' | 'partner';
  place: FilePlace;
}

/**
 * An order of a file and the rows it came from (the first row holds the order columns). An EDIFACT
 * order names instead the place of each field (`places`, by the contract's field names; '' is the
 * message) and the fields whose problem the reading reported already (`reported`). What the code
 * mapping translates comes raw: the parties' ids, the loading site (NAD+SF beside NAD+CZ, LOC+5 or
 * LOC+9) and the named place of the shipping terms (C100.4052 or LOC+1).
 */
export interface FileOrder {
  rows: number[];
  payload: ShipmentPayloadInput;
  places?: Record<string, FilePlace>;
  reported?: string[];
  partyIds?: Partial<Record<PartyRole, PartyId>>;
  loadingSite?: { address: Record<string, string>; place: FilePlace };
  shippingTermsPlace?: { name?: string; id?: string; country?: string; place: FilePlace };
}
