import type { ShipmentRevision } from '../../../../contracts/shipment/revision.ts';

/** The parts of an order a revision view shows, in the order form's order. */
export const revisionSections = [
  'status',
  'sender',
  'neutralConsignor',
  'consignee',
  'invoiceRecipient',
  'orderCharacteristics',
  'product',
  'deliveryNotes',
  'cargoList',
  'quotation',
] as const;
export type RevisionSection = (typeof revisionSections)[number];

/** One field of a revision beside the revision before it. */
export interface RevisionField {
  /** Dotted path as the audit log names fields: `consignee.zipCode`, `cargoList.items[0].weight`. */
  path: string;
  value: unknown;
  previous: unknown;
  changed: boolean;
}

/** What describes the revision rather than the order; the header shows some of it. */
const notOrderFields = new Set([
  'shipmentNumber',
  'version',
  'revision',
  'recordedAt',
  'changes',
  'lastModifiedBy',
  'lastModifiedAt',
  'isOpen',
  'shippingTermsIdentifier',
]);
const statusFields = new Set([
  'state',
  'type',
  'location',
  'emonsCustomerId',
  'shippingNoticeCreated',
  'commissionedOn',
]);
const ownSections = new Set<string>(revisionSections);

/** The section a top-level field belongs to; scalars of the order are its characteristics. */
function sectionOf(key: string): RevisionSection {
  if (statusFields.has(key)) return 'status';
  return ownSections.has(key) ? (key as RevisionSection) : 'orderCharacteristics';
}

/**
 * A shipment as leaves by path: objects by `.name`, lists by `[index]`; empty values, links and
 * internal markers (`_sender`, `_consignee`) are left out.
 */
export function flattenShipment(shipment: object): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  const visit = (value: unknown, path: string) => {
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${path}[${index}]`);
      return;
    }
    if (typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.startsWith('_')) continue;
        visit(child, path ? `${path}.${key}` : key);
      }
      return;
    }
    leaves.set(path, value);
  };
  for (const [key, value] of Object.entries(shipment)) {
    if (!notOrderFields.has(key) && !key.startsWith('_')) visit(value, key);
  }
  return leaves;
}

const topLevel = (path: string) => path.split(/[.[]/, 1)[0] ?? path;

/**
 * The fields of a revision by section, each beside its value in the previous revision; a field the
 * revision removed is there with no value. Without a previous revision (the shipment was created)
 * nothing counts as changed.
 */
export function revisionFields(
  revision: ShipmentRevision,
  previous: ShipmentRevision | undefined,
): { section: RevisionSection; fields: RevisionField[] }[] {
  const now = flattenShipment(revision);
  const before = previous ? flattenShipment(previous) : new Map<string, unknown>();
  const paths = [...now.keys(), ...[...before.keys()].filter((path) => !now.has(path))];
  const bySection = new Map<RevisionSection, RevisionField[]>();
  for (const path of paths) {
    const field: RevisionField = {
      path,
      value: now.get(path),
      previous: before.get(path),
      changed: previous !== undefined && now.get(path) !== before.get(path),
    };
    const section = sectionOf(topLevel(path));
    bySection.set(section, [...(bySection.get(section) ?? []), field]);
  }
  return revisionSections.flatMap((section) => {
    const fields = bySection.get(section);
    return fields ? [{ section, fields }] : [];
  });
}

/** Sections named after one object of the order, whose fields read without its name. */
const objectSections = new Set<RevisionSection>([
  'sender',
  'neutralConsignor',
  'consignee',
  'invoiceRecipient',
  'product',
  'cargoList',
  'quotation',
]);

/** The path below its section's own name: `consignee.zipCode` is `zipCode` in the consignee section. */
export function pathInSection(section: RevisionSection, path: string): string {
  if (!objectSections.has(section) || !path.startsWith(`${section}.`)) return path;
  return path.slice(section.length + 1);
}
