import { describe, expect, it } from 'vitest';
import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import {
  addableCodes,
  codesWithPreferences,
  consultCustomerService,
  notesForNewParty,
  notesForProduct,
  notesOfParty,
  syncedAttachments,
  withManualNote,
  withNames,
} from './delivery-note-rules.ts';
import { emptyOrder } from './order-values.ts';

const code = (identifier: string, rules: Partial<NotificationCode> = {}): NotificationCode => ({
  identifier,
  name: `Note ${identifier}`,
  active: true,
  default: false,
  multiUsage: false,
  attachment: null,
  requiredFields: [],
  products: null,
  _links: {},
  ...rules,
});

const codes = [
  code('101', {
    requiredFields: ['consignee.phone', 'consignee.mobile'],
    attachment: { name: 'Ja, Telefonnummer', defaultValue: null, validator: 'phone' },
  }),
  code('102', { default: true }),
  code('103'),
  code('105', { products: ['P81'] }),
  code('130', { active: false }),
  code('190', {
    multiUsage: true,
    attachment: { name: 'Ja, Hinweistext', defaultValue: 'bitte klingeln', validator: 'text' },
  }),
  code('199'),
  code('601'),
];

describe('a new party on the order', () => {
  it('drops the notes of the previous consignee and adds the new ones and the defaults, with names', () => {
    const notes = [
      { identifier: '103', _consignee: true },
      { identifier: '601', _sender: true },
    ];
    expect(
      notesForNewParty(notes, 'consignee', [{ identifier: '190', attachmentValue: 'Tor 3' }], codes),
    ).toEqual([
      { identifier: '601', _sender: true, name: 'Note 601' },
      { identifier: '190', attachmentValue: 'Tor 3', _consignee: true, name: 'Note 190' },
      { identifier: '102', name: 'Note 102' },
    ]);
  });

  it('shows each card the notes that belong to its party', () => {
    const notes = [{ identifier: '601' }, { identifier: '103' }];
    expect(notesOfParty(notes, 'sender')).toEqual([{ identifier: '601' }]);
    expect(notesOfParty(notes, 'consignee')).toEqual([{ identifier: '103' }]);
  });

  it('keeps names that are there and leaves unknown codes without one', () => {
    expect(withNames([{ identifier: '103', name: 'Eigener' }, { identifier: '999' }], codes)).toEqual([
      { identifier: '103', name: 'Eigener' },
      { identifier: '999' },
    ]);
  });
});

describe('adding notes by hand', () => {
  it('offers active codes the product allows that are not on the order, unless multi-usage', () => {
    const offered = addableCodes(codes, [{ identifier: '103' }, { identifier: '190' }], 'P01');
    expect(offered.map((option) => option.identifier)).toEqual(['101', '102', '190', '199', '601']);
    expect(addableCodes(codes, [], 'P81').map((option) => option.identifier)).toContain('105');
    expect(addableCodes(codes, [], undefined).map((option) => option.identifier)).toContain('105');
  });

  it('puts a manual note first with its default text, never beyond ten', () => {
    const manual = code('190', {
      attachment: { name: 'Ja, Hinweistext', defaultValue: 'bitte klingeln', validator: null },
    });
    expect(withManualNote([{ identifier: '103' }], manual)).toEqual({
      notes: [
        { identifier: '190', name: 'Note 190', attachmentValue: 'bitte klingeln' },
        { identifier: '103' },
      ],
      maximumReached: false,
    });
    const full = Array.from({ length: 10 }, (_, index) => ({ identifier: `${index}` }));
    expect(withManualNote(full, code('103')).maximumReached).toBe(true);
  });
});

describe('attachment texts, products and hints', () => {
  it('takes the attachment text from the first filled required field and says when nothing changes', () => {
    const values = {
      ...emptyOrder(),
      consignee: { ...emptyOrder().consignee, phone: '', mobile: '0171 1234567' },
      deliveryNotes: [{ identifier: '101' }, { identifier: '103' }],
    };
    const synced = syncedAttachments(values, codes);
    expect(synced).toEqual([{ identifier: '101', attachmentValue: '0171 1234567' }, { identifier: '103' }]);
    expect(syncedAttachments({ ...values, deliveryNotes: synced ?? [] }, codes)).toBeNull();
  });

  it('drops the notes a new product does not allow and names them', () => {
    expect(notesForProduct([{ identifier: '105' }, { identifier: '103' }], codes, 'P01')).toEqual({
      notes: [{ identifier: '103' }],
      removed: [{ identifier: '105' }],
    });
  });

  it('asks to consult customer service for note 199', () => {
    expect(consultCustomerService([{ identifier: '199' }])).toBe(true);
    expect(consultCustomerService([{ identifier: '101' }])).toBe(false);
  });
});

describe("the user's delivery-notes table", () => {
  it('hides switched-off codes, moves default flags and uses the own attachment texts', () => {
    const shaped = codesWithPreferences(codes, [
      { identifier: '102', active: false, default: false, attachmentValue: null },
      { identifier: '103', active: true, default: true, attachmentValue: null },
      { identifier: '190', active: true, default: false, attachmentValue: 'Hintereingang' },
    ]);
    const byId = (identifier: string) => shaped.find((entry) => entry.identifier === identifier);
    expect(byId('102')).toMatchObject({ active: false, default: false });
    expect(byId('103')).toMatchObject({ active: true, default: true });
    expect(byId('190')?.attachment?.defaultValue).toBe('Hintereingang');
    expect(byId('601')).toEqual(codes.find((entry) => entry.identifier === '601'));
    expect(addableCodes(shaped, [], undefined).map((entry) => entry.identifier)).not.toContain('102');
    // A new consignee brings the user's default notes, not the forwarder's.
    const notes = notesForNewParty([], 'consignee', [], shaped).map((note) => note.identifier);
    expect(notes).toEqual(['103']);
    expect(codesWithPreferences(codes, undefined)).toEqual(codes);
  });
});
