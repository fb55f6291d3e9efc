import { describe, expect, it } from 'vitest';
import type { User } from '../../../../contracts/access.ts';
import type { Shipment } from '../../../../contracts/shipment/shipment.ts';
import {
  initialPickUpOrderValues,
  pickUpOrderFieldErrors,
  pickUpOrderOf,
  validatePickUpOrder,
} from './pick-up-order-form.ts';

const shipment = {
  shipmentNumber: '1000042',
  type: 'QUER',
  sender: {
    name: 'Lager Praha s.r.o.',
    street: 'Kolbenova 5',
    zipCode: '190 00',
    city: 'Praha',
    country: 'CZ',
  },
  consignee: {
    name: 'Bauer Werkzeuge KG',
    street: 'Marienplatz 8',
    zipCode: '80331',
    city: 'München',
    country: 'DE',
  },
  shippingDate: '2026-11-24',
  shippingTimeFrom: '08:00',
  deliveryDate: '2026-11-26',
} as Shipment;

const user: User = {
  username: 'customer1',
  email: 'customer1@mueller-maschinenbau.example',
  firstName: 'Anna',
  lastName: 'Müller',
  phone: '+49 40 1234567',
  customerIds: ['100001'],
};

describe('the pick-up order dialog values', () => {
  it('start from the shipment and the signed-in user', () => {
    const values = initialPickUpOrderValues(shipment, user);
    expect(values).toMatchObject({
      type: 'QUERTRANSPORT',
      partnerName: '',
      locationContactName: 'Anna Müller',
      locationEmail: 'customer1@mueller-maschinenbau.example',
      shippingDate: '2026-11-24',
      shippingTimeFrom: '08:00',
      shippingTimeUntil: '',
      deliveryDate: '2026-11-26',
    });
    expect(values.sender).toMatchObject({ name: 'Lager Praha s.r.o.', city: 'Praha', email: '' });
    expect(values.consignee.name).toBe('Bauer Werkzeuge KG');
    expect(initialPickUpOrderValues({ ...shipment, type: 'DISTRIBUTION' }, null)).toMatchObject({
      type: 'SPEDITIONSAUFTRAG',
      locationContactName: '',
      locationEmail: '',
    });
  });

  it('become the order without empty inputs, the insured value in the branch currency', () => {
    const values = initialPickUpOrderValues(shipment, user);
    values.partnerName = 'Partner Spedice s.r.o.';
    values.customs.insuranceValue = 2500;
    const order = pickUpOrderOf(values, 'CZK');
    expect(order).not.toHaveProperty('partnerCC');
    expect(order).not.toHaveProperty('shippingTimeUntil');
    expect(order.sender).not.toHaveProperty('email');
    expect(order.customs?.insuranceValue).toEqual({ value: 2500, currency: 'CZK' });
    expect(order.clearing).toEqual({
      locationOkay: false,
      credit: false,
      agreement: false,
      centralInvoiceDepartment: false,
    });
    expect(pickUpOrderOf(initialPickUpOrderValues(shipment, user), 'EUR').customs).not.toHaveProperty(
      'insuranceValue',
    );
  });

  it('are checked with the contract, errors on the form paths', () => {
    const values = initialPickUpOrderValues(shipment, user);
    values.consignee.name = '';
    values.clearing.locationOkay = true;
    values.customs.insuranceValue = 10.555;
    expect(validatePickUpOrder(values, 'EUR', '2026-11-23')).toEqual({
      partnerName: 'field.required',
      partnerEmail: 'field.required',
      'consignee.name': 'field.required',
      'customs.insuranceValue': 'validation.decimal',
      'clearing.location': 'field.required',
    });
    expect(validatePickUpOrder(values, 'EUR', '2026-11-25')).toMatchObject({
      shippingDate: 'shipment.shippingDate.past',
    });
  });

  it("put the server's field errors on the form's fields", () => {
    expect(
      pickUpOrderFieldErrors([
        { field: 'order.partnerName', defaultMessage: 'darf nicht leer sein' },
        { field: 'order.sender.name', defaultMessage: 'darf nicht leer sein' },
        { field: 'order.customs.insuranceValue.value', defaultMessage: 'ungültig' },
      ]),
    ).toEqual({
      partnerName: 'darf nicht leer sein',
      'sender.name': 'darf nicht leer sein',
      'customs.insuranceValue': 'ungültig',
    });
  });
});
