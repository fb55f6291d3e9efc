import type pg from 'pg';

/**
 * The list bench's shipments, shared by `bench:list` and `bench:status`: the events of a million
 * shipments inserted straight into the event log in chunks.
 */

const CHUNK = 100_000;

/**
 * Inserts the events of `count` shipments straight into the event log, one transaction per chunk,
 * each event an append of its own as a command appends it (decision 0189):
 * every shipment drafted, 40% of them announced, 20% commissioned. Names, cities, products and
 * dates vary so that sorts and searches meet realistic data.
 */
export async function generateEvents(client: pg.Client, count: number) {
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK) - 1;
    await client.query(
      `
      with numbers as (select g as n, (1000001 + g)::text as number from generate_series($1::int, $2::int) g),
      named as (
        select n, number,
          case when n % 10 < 6 then '100001' when n % 10 < 8 then '100002' else (200000 + n % 48)::text end as customer,
          (array['Hamburg','Berlin','München','Köln','Frankfurt am Main','Stuttgart','Leipzig','Dresden','Wien','Graz','Praha','Brno','Ostrava','Bratislava','Košice'])[1 + n % 15] as city,
          (array['Bauer','Novák','Schmidt','Horváth','Müller','Dvořák','Wagner','Kováč','Fischer','Svoboda'])[1 + (n / 7) % 10] || ' ' ||
            (array['Logistik','Werkzeuge','Maschinenbau','Holz','Stahl','Chemie','Textil','Papier'])[1 + (n / 3) % 8] || ' ' || (n % 997)::text as consignee,
          (array['P01','P81','150','230','400'])[1 + n % 5] as product,
          date '2026-01-05' + (n % 300) as shipping
        from numbers
      ),
      shaped as (
        select *, jsonb_build_object(
          'sender', jsonb_build_object('customerId', customer, 'name', 'Müller Maschinenbau GmbH', 'street', 'Am Sandtorkai 1', 'zipCode', '20457', 'city', 'Hamburg', 'country', 'DE'),
          'consignee', jsonb_build_object('name', consignee, 'street', 'Ring ' || (n % 90)::text, 'zipCode', lpad((10000 + n % 89999)::text, 5, '0'), 'city', city, 'country', 'DE'),
          'orderNumber', 'PO-' || (n % 500000)::text, 'shippingDate', shipping::text, 'deliveryDate', (shipping + 2)::text,
          'shippingTerms', jsonb_build_object('identifier', '04'), 'product', jsonb_build_object('identifier', product, 'name', 'Produkt ' || product),
          'deliveryNotes', '[]'::jsonb,
          'cargoList', jsonb_build_object('items', jsonb_build_array(jsonb_build_object('colliQty', 1 + n % 4, 'packingCode', 'EP', 'goods', 'Teile', 'weight', 100 + n % 900, 'length', 120, 'width', 80, 'height', 100, 'dangerousGoods', n % 25 = 0, 'hazmats', '[]'::jsonb)))
        ) as order_doc
        from named
      )
      , appended as (
      insert into event_appends (global_position, stream_id, stream_version, event_ids, types, schema_versions, data, metadata)
      select nextval('event_positions') * 1048576, 'shipment-' || number, v.version, array[gen_random_uuid()], array[v.type],
             array[1], json_build_array(v.data), json_build_object('time', to_char(shipping::timestamp + interval '8 hours' + v.version * interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                                'userLogin', 'customer1', 'userFullName', 'Petra Müller')
      from shaped,
      lateral (values
        (0, 'ShipmentDrafted', jsonb_build_object('shipmentNumber', number, 'emonsCustomerId', customer, 'location', 'HAM',
          'shipmentType', 'DISTRIBUTION', 'changes', '[]'::jsonb, 'shipment', order_doc)),
        (1, case when n % 5 < 2 then 'ShipmentAnnounced' end,
          jsonb_build_object('shipmentNumber', number, 'shippingNoticeCreated', to_char(shipping::timestamp + interval '9 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'changes', '[]'::jsonb)),
        (case when n % 5 < 2 then 2 else 1 end, case when n % 5 in (1, 2) then 'ShipmentCommissioned' end,
          jsonb_build_object('shipmentNumber', number, 'shipmentType', 'DISTRIBUTION', 'shipment', order_doc,
            'commissionedOn', to_char(shipping::timestamp + interval '10 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'changes', '[]'::jsonb))
      ) as v(version, type, data)
      where v.type is not null
      returning event_ids
      )
      insert into event_ids (event_id) select unnest(event_ids) from appended
      `,
      [start, end],
    );
  }
}
