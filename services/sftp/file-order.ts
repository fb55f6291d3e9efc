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
  /** The message's catalogue key (services/i18n), rendered in the report's language with `params`. */
  code?: string;
  params?: Record<string, string | number>;
}

/** Where a value of an EDIFACT order stands: a FileError without its message. */
export type FilePlace = Omit<FileError, 'message'>;

/**
 * An order of a file and the rows it came from (the first row holds the order columns). An EDIFACT
 * order names instead the place of each field (`places`, by the contract's field names; '' is the
 * message) and the fields whose problem the reading reported already (`reported`).
 */
export interface FileOrder {
  rows: number[];
  payload: ShipmentPayloadInput;
  places?: Record<string, FilePlace>;
  reported?: string[];
  /** Parties a partner named by an id only (a GLN, its own id): the code mappings name the address. */
  partyIds?: Partial<Record<PartyRole, PartyId>>;
}

export type PartyRole = 'sender' | 'consignee' | 'loadingSite';

export interface PartyId {
  id: string;
  scheme: 'GLN' | 'partner';
  place: FilePlace;
}
