import { describe, expect, it } from 'vitest';
import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import {
  checkSetting,
  copyTimesToFriday,
  deliveryNoteRows,
  fridayTimesSame,
  settingErrorKey,
  settingValues,
  shippingTimeOptions,
  takesAttachmentText,
  weekTimeChanges,
  withActive,
  withAttachmentText,
  withDefault,
} from './settings-rules.ts';

const code = (identifier: string, rules: Partial<NotificationCode> = {}): NotificationCode => ({
  identifier,
  name: `Code ${identifier}`,
  active: true,
  default: false,
  multiUsage: false,
  attachment: null,
  requiredFields: [],
  products: null,
  _links: {},
  ...rules,
});

const driverNote = code('190', {
  attachment: { name: 'Ja, Hinweistext', defaultValue: 'Bitte klingeln', validator: 'text' },
});
const phoneNotice = code('101', {
  attachment: { name: 'Ja, Telefonnummer', defaultValue: null, validator: 'phone' },
  requiredFields: ['consignee.phone'],
});
const emailNotice = code('102', { default: true });
const emptiesReturn = code('108', {
  attachment: { name: 'Anzahl Ladehilfsmittel', defaultValue: '1', validator: 'number' },
});

describe('the settings values', () => {
  it('are read by name, leaving out values the contract does not accept', () => {
    expect(
      settingValues([
        { name: 'PRINTER_TYPE', value: 'ZEBRA' },
        { name: 'SHIPPING_DATE_OFFSET', value: 7 },
        { name: 'FAVOURITE_COLOUR', value: 'blue' },
      ]),
    ).toEqual({ PRINTER_TYPE: 'ZEBRA' });
  });

  it('are checked with the contract schema, errors keyed by setting and path', () => {
    expect(checkSetting('ANNOUNCEMENT_MAIL_ADDRESS', 'versand@example.com')).toEqual({
      ok: true,
      value: 'versand@example.com',
    });
    expect(checkSetting('ANNOUNCEMENT_MAIL_ADDRESS', 'a@example.com, b@example.com')).toEqual({
      ok: false,
      errors: { ANNOUNCEMENT_MAIL_ADDRESS: 'validation.email' },
    });
    expect(
      checkSetting('NOTIFICATION_CODES', [
        { identifier: '190', active: true, default: false, attachmentValue: 'x'.repeat(36) },
      ]),
    ).toEqual({ ok: false, errors: { 'NOTIFICATION_CODES[0].attachmentValue': 'field.too-long' } });
    expect(checkSetting('SHIPPING_TIME_FROM', '7:30')).toMatchObject({ ok: false });
  });

  it("place the server's field errors under the same keys", () => {
    expect(settingErrorKey('BELOG_MAIL_ADDRESS', 'value')).toBe('BELOG_MAIL_ADDRESS');
    expect(settingErrorKey('NOTIFICATION_CODES', 'value[3].attachmentValue')).toBe(
      'NOTIFICATION_CODES[3].attachmentValue',
    );
  });
});

describe('the shipping times', () => {
  it('are offered in steps of 15 minutes, plus a stored time off the grid', () => {
    const options = shippingTimeOptions();
    expect(options).toHaveLength(96);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(options.at(-1)).toBe('23:45');
    expect(shippingTimeOptions('07:40')).toContain('07:40');
    expect(shippingTimeOptions('07:45')).toHaveLength(96);
  });

  it('count as the same on Friday only when set and equal', () => {
    expect(fridayTimesSame({})).toBe(false);
    const week = { SHIPPING_TIME_FROM: '07:00', SHIPPING_TIME_UNTIL: '16:00' };
    expect(fridayTimesSame(week)).toBe(false);
    expect(
      fridayTimesSame({ ...week, SHIPPING_TIME_FROM_FR: '07:00', SHIPPING_TIME_UNTIL_FR: '16:00' }),
    ).toBe(true);
    expect(
      fridayTimesSame({ ...week, SHIPPING_TIME_FROM_FR: '07:00', SHIPPING_TIME_UNTIL_FR: '12:00' }),
    ).toBe(false);
  });

  it('are copied to Friday when the box is ticked, only those set and different', () => {
    expect(
      copyTimesToFriday({
        SHIPPING_TIME_FROM: '07:00',
        SHIPPING_TIME_UNTIL: '16:00',
        SHIPPING_TIME_FROM_FR: '07:00',
        SHIPPING_TIME_UNTIL_FR: '12:00',
      }),
    ).toEqual([{ name: 'SHIPPING_TIME_UNTIL_FR', value: '16:00' }]);
    expect(copyTimesToFriday({ SHIPPING_TIME_FROM: '06:30' })).toEqual([
      { name: 'SHIPPING_TIME_FROM_FR', value: '06:30' },
    ]);
  });

  it('keep Friday in step while it has the same times', () => {
    expect(weekTimeChanges('SHIPPING_TIME_UNTIL', '17:15', true)).toEqual([
      { name: 'SHIPPING_TIME_UNTIL', value: '17:15' },
      { name: 'SHIPPING_TIME_UNTIL_FR', value: '17:15' },
    ]);
    expect(weekTimeChanges('SHIPPING_TIME_FROM', '06:00', false)).toEqual([
      { name: 'SHIPPING_TIME_FROM', value: '06:00' },
    ]);
  });
});

describe('the delivery-notes table', () => {
  it("starts each code enabled with the code's default flag and default text", () => {
    const rows = deliveryNoteRows([driverNote, emailNotice, emptiesReturn]);
    expect(rows.map((row) => row.preference)).toEqual([
      { identifier: '190', active: true, default: false, attachmentValue: 'Bitte klingeln' },
      { identifier: '102', active: true, default: true, attachmentValue: null },
      { identifier: '108', active: true, default: false, attachmentValue: null },
    ]);
  });

  it("keeps the user's choices and drops those of codes no longer listed", () => {
    const rows = deliveryNoteRows(
      [driverNote, emailNotice],
      [
        { identifier: '102', active: false, default: false, attachmentValue: null },
        { identifier: '130', active: true, default: true, attachmentValue: null },
      ],
    );
    expect(rows.map((row) => row.preference)).toEqual([
      { identifier: '190', active: true, default: false, attachmentValue: 'Bitte klingeln' },
      { identifier: '102', active: false, default: false, attachmentValue: null },
    ]);
  });

  it('clears the default flag when a code is disabled', () => {
    const rows = deliveryNoteRows([driverNote, emailNotice]);
    expect(withActive(rows, '102', false)).toEqual([
      rows[0]!.preference,
      { identifier: '102', active: false, default: false, attachmentValue: null },
    ]);
    expect(withActive(rows, '102', true)[1]).toMatchObject({ active: true, default: true });
  });

  it('turns the default flag on only while the code is active', () => {
    const rows = deliveryNoteRows(
      [driverNote, emailNotice],
      [{ identifier: '190', active: false, default: false, attachmentValue: null }],
    );
    expect(withDefault(rows, '190', true)[0]).toMatchObject({ active: false, default: false });
    expect(withDefault(rows, '102', false)[1]).toMatchObject({ active: true, default: false });
    expect(withDefault(withActiveRows(rows), '190', true)[0]).toMatchObject({ default: true });
  });

  it('stores a trimmed attachment text, an empty one as none', () => {
    const rows = deliveryNoteRows([driverNote]);
    expect(withAttachmentText(rows, '190', '  Rampe 3 ')[0]!.attachmentValue).toBe('Rampe 3');
    expect(withAttachmentText(rows, '190', '  ')[0]!.attachmentValue).toBeNull();
  });

  it("shows the attachment input only for 'Ja' attachments without required fields", () => {
    expect(takesAttachmentText(driverNote)).toBe(true);
    expect(takesAttachmentText(phoneNotice)).toBe(false);
    expect(takesAttachmentText(emptiesReturn)).toBe(false);
    expect(takesAttachmentText(emailNotice)).toBe(false);
  });
});

function withActiveRows(rows: ReturnType<typeof deliveryNoteRows>) {
  return rows.map((row) => ({ ...row, preference: { ...row.preference, active: true } }));
}
