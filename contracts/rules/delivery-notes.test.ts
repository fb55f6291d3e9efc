import { describe, expect, it } from 'vitest';
import {
  addManualNote,
  attachmentFromRequiredFields,
  attachmentTextRequired,
  attachmentTextShown,
  defaultNotes,
  fillRequiredFieldAttachments,
  type NotificationCodeRules,
  noteOwner,
  notesAfterPartyChange,
  notesAllowedByProduct,
  notesAllowedOnProduct,
} from './delivery-notes.ts';

const code = (identifier: string, rules: Partial<NotificationCodeRules> = {}): NotificationCodeRules => ({
  identifier,
  default: false,
  multiUsage: false,
  active: true,
  ...rules,
});

const codes = [
  code('100', { default: true }),
  code('120', { multiUsage: true }),
  code('130'),
  code('601'),
  code('199', { default: true, active: false }),
];

describe('delivery notes when a party changes', () => {
  it('given a new consignee, then the old consignee notes go and the new ones and the defaults come', () => {
    const notes = [
      { identifier: '130', _consignee: true },
      { identifier: '601', _sender: true },
      { identifier: '140' },
    ];
    expect(
      notesAfterPartyChange({
        notes,
        party: 'consignee',
        partyNotes: [{ identifier: '120', attachmentValue: 'A' }],
        codes,
      }),
    ).toEqual([
      { identifier: '601', _sender: true },
      { identifier: '140' },
      { identifier: '120', attachmentValue: 'A', _consignee: true },
      { identifier: '100' },
    ]);
  });

  it('given a new sender, then only sender notes are replaced', () => {
    const notes = [
      { identifier: '601', _sender: true },
      { identifier: '130', _consignee: true },
    ];
    expect(notesAfterPartyChange({ notes, party: 'sender', partyNotes: [], codes })).toEqual([
      { identifier: '130', _consignee: true },
      { identifier: '100' },
    ]);
  });

  it('given a note present already, then it is not added twice unless multi-usage with another text', () => {
    const notes = [{ identifier: '100' }, { identifier: '120', attachmentValue: 'A' }];
    expect(
      notesAfterPartyChange({
        notes,
        party: 'consignee',
        partyNotes: [
          { identifier: '100' },
          { identifier: '120', attachmentValue: 'A' },
          { identifier: '120', attachmentValue: 'B' },
        ],
        codes,
      }),
    ).toEqual([...notes, { identifier: '120', attachmentValue: 'B', _consignee: true }]);
  });

  it('cuts the list to ten notes', () => {
    const partyNotes = Array.from({ length: 12 }, (_, index) => ({ identifier: `2${index}` }));
    const result = notesAfterPartyChange({ notes: [], party: 'consignee', partyNotes, codes });
    expect(result).toHaveLength(10);
    expect(result[0]).toEqual({ identifier: '20', _consignee: true });
  });

  it('takes active default codes with their default text', () => {
    expect(
      defaultNotes([code('100', { default: true, attachment: { name: 'Ja', defaultValue: 'x' } })]),
    ).toEqual([{ identifier: '100', attachmentValue: 'x' }]);
    expect(defaultNotes([code('199', { default: true, active: false })])).toEqual([]);
  });

  it('tells the owner of a note by its first digit', () => {
    expect(noteOwner('601')).toBe('sender');
    expect(noteOwner('150')).toBe('consignee');
  });
});

describe('manual notes, product changes and required fields', () => {
  it('places a manual note first, but not beyond the maximum', () => {
    expect(addManualNote([{ identifier: '100' }], { identifier: '130' })).toEqual({
      notes: [{ identifier: '130' }, { identifier: '100' }],
      maximumReached: false,
    });
    const full = Array.from({ length: 10 }, (_, index) => ({ identifier: `${index}` }));
    expect(addManualNote(full, { identifier: '130' })).toEqual({ notes: full, maximumReached: true });
  });

  it('drops notes the new product does not allow and reports them', () => {
    expect(notesAllowedByProduct([{ identifier: '100' }, { identifier: '130' }], ['100'])).toEqual({
      notes: [{ identifier: '100' }],
      removed: [{ identifier: '130' }],
    });
    expect(notesAllowedByProduct([{ identifier: '130' }], undefined).removed).toEqual([]);
  });

  it('fills the attachment text from the first filled required field', () => {
    const withFields = [code('150', { requiredFields: ['consignee.phone', 'consignee.mobile'] })];
    const order = { consignee: { phone: '', mobile: '0171 1234567' } };
    expect(
      fillRequiredFieldAttachments([{ identifier: '150' }, { identifier: '100' }], withFields, order),
    ).toEqual([{ identifier: '150', attachmentValue: '0171 1234567' }, { identifier: '100' }]);
  });

  it('takes a long e-mail address whole, and leaves the note out while no required field is filled', () => {
    const email = [code('102', { default: true, requiredFields: ['consignee.email'] })];
    const address = 'disposition.wareneingang@feinkost-lebensmittel.de';
    expect(
      fillRequiredFieldAttachments([{ identifier: '102' }], email, { consignee: { email: address } }),
    ).toEqual([{ identifier: '102', attachmentValue: address }]);
    expect(
      fillRequiredFieldAttachments([{ identifier: '102' }, { identifier: '100' }], email, { consignee: {} }),
    ).toEqual([{ identifier: '100' }]);
  });

  it('requires attachment text only for "Ja" attachments with a validator', () => {
    expect(
      attachmentTextRequired(code('1', { attachment: { name: 'Ja, Telefon', validator: 'required' } })),
    ).toBe(true);
    expect(attachmentTextRequired(code('1', { attachment: { name: 'Ja, Telefon' } }))).toBe(false);
    expect(attachmentTextRequired(code('1', { attachment: { name: 'Nein', validator: 'required' } }))).toBe(
      false,
    );
    expect(attachmentTextRequired(code('1'))).toBe(false);
  });

  it('shows the attachment text input for "Ja" attachments only', () => {
    expect(attachmentTextShown(code('1', { attachment: { name: 'Ja, Hinweistext' } }))).toBe(true);
    expect(attachmentTextShown(code('1', { attachment: { name: 'Anzahl Ladehilfsmittel' } }))).toBe(false);
    expect(attachmentTextShown(code('1', { attachment: null }))).toBe(false);
    expect(attachmentTextShown(undefined)).toBe(false);
  });

  it('takes the attachment text from the order only for codes with required fields', () => {
    expect(attachmentFromRequiredFields(code('101', { requiredFields: ['consignee.phone'] }))).toBe(true);
    expect(attachmentFromRequiredFields(code('190', { requiredFields: [] }))).toBe(false);
    expect(attachmentFromRequiredFields(undefined)).toBe(false);
  });

  it('allows a code naming products on those only, others on every product', () => {
    const withProducts = [
      { identifier: '105', products: ['P81'] },
      { identifier: '103', products: null },
      { identifier: '120' },
    ];
    expect(notesAllowedOnProduct(withProducts, 'P81')).toEqual(['105', '103', '120']);
    expect(notesAllowedOnProduct(withProducts, 'P01')).toEqual(['103', '120']);
  });
});
