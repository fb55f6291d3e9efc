import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currencyConfig,
  customersOfBranch,
  findCustomer,
  findLocation,
  findProduct,
  productsByOriginAndDestination,
  seedMasterdata,
  syncZipCodeAreas,
  ZipSourceError,
} from '../services/masterdata/index.ts';
import { createTestDatabase, type TestDatabase } from './harness/database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('masterdata_seed');
  await seedMasterdata(database.db, { demoData: true });
});
afterAll(() => database.drop());

const count = async (table: string) => {
  const { rows } = await sql<{ total: string }>`select count(*) as total from ${sql.table(table)}`.execute(
    database.db,
  );
  return Number(rows[0]?.total);
};

describe('master data seed', () => {
  it('loads every ISO country with its codes and names in four languages', async () => {
    expect(await count('countries')).toBe(250);
    const germany = await database.db
      .selectFrom('countries')
      .selectAll()
      .where('alpha2_code', '=', 'DE')
      .executeTakeFirstOrThrow();
    expect(germany).toMatchObject({ alpha3_code: 'DEU', iso_code: '276', ioc_code: 'GER' });
    expect(germany.names).toMatchObject({ de: 'Deutschland', en: 'Germany', cs: 'Německo', sk: 'Nemecko' });
    const switzerland = await database.db
      .selectFrom('countries')
      .select('ioc_code')
      .where('alpha2_code', '=', 'CH')
      .executeTakeFirstOrThrow();
    expect(switzerland.ioc_code).toBe('SUI');
  });

  it('loads at least 200 UN numbers with factors from their transport category', async () => {
    const hazmats = await database.db.selectFrom('hazmats').selectAll().execute();
    expect(new Set(hazmats.map((row) => row.un_number)).size).toBeGreaterThanOrEqual(200);
    const petrol = hazmats.find((row) => row.un_number === '1203');
    expect(petrol).toMatchObject({
      clazz: '3',
      classification_code: 'F1',
      packaging_group: 'II',
      transport_category: 2,
      tunnel_restriction_code: 'D/E',
      factor: 3,
      mass_unit: 2,
      collective_term: 0,
    });
    const flammableNos = hazmats.filter((row) => row.un_number === '1993');
    expect(flammableNos.map((row) => [row.sequence_number, row.packaging_group, row.factor])).toEqual([
      [1, 'I', 50],
      [2, 'II', 3],
      [3, 'III', 1],
    ]);
    expect(flammableNos.every((row) => row.collective_term === 1)).toBe(true);
    expect(hazmats.find((row) => row.un_number === '2814')?.factor).toBe(0);
  });

  it('loads currencies with the spec fallbacks for EUR and CZK', async () => {
    expect(await currencyConfig(database.db, 'EUR')).toEqual({
      isoCode: 'EUR',
      insuranceThreshold: 50000,
      insuranceDefaultPerKg: 20,
      collectOnDeliveryMaximum: 5000,
    });
    expect(await currencyConfig(database.db, 'czk')).toMatchObject({ collectOnDeliveryMaximum: 120000 });
    expect(await currencyConfig(database.db, 'XXX')).toBeUndefined();
  });

  it('loads zip code areas for every demo city', async () => {
    const cities = await database.db
      .selectFrom('zip_code_areas')
      .select(['country', 'city'])
      .distinct()
      .execute();
    const names = cities.map((row) => `${row.country} ${row.city}`);
    for (const city of [
      'DE Hamburg',
      'DE München',
      'DE Frankfurt am Main',
      'AT Wien',
      'AT Innsbruck',
      'CZ Praha 1',
      'CZ Plzeň',
      'SK Bratislava',
      'SK Banská Bystrica',
    ]) {
      expect(names).toContain(city);
    }
  });

  it('loads the branches with SSCC data, e-mail lists, zones and routings', async () => {
    const hamburg = await findLocation(database.db, 'ham');
    expect(hamburg).toMatchObject({
      abbreviation: 'HAM',
      currency: { isoCode: 'EUR' },
      ssccPrefix: '4012345',
      gln: '4012345000016',
      announcementEmail: ['avis.ham@freight-portal.local'],
    });
    expect(hamburg?.zonesCount).toBeGreaterThan(0);
    expect(hamburg?.routingsCount).toBeGreaterThan(0);
    expect((await findLocation(database.db, 'PRG'))?.currency.isoCode).toBe('CZK');
  });

  it('loads the demo customers with settings and a default sender', async () => {
    expect(await findCustomer(database.db, '100001')).toMatchObject({
      name: 'Müller Maschinenbau GmbH',
      location: 'HAM',
    });
    expect((await customersOfBranch(database.db, 'PRG')).map((customer) => customer.customerId)).toEqual([
      '100002',
    ]);
    const senders = await database.db
      .selectFrom('addresses')
      .select(['owner_customer_id', 'types'])
      .execute();
    for (const customerId of ['100001', '100002']) {
      expect(
        senders.some((row) => row.owner_customer_id === customerId && row.types.includes('DEFAULT_SENDER')),
      ).toBe(true);
    }
    const settings = await database.db
      .selectFrom('customer_settings')
      .selectAll()
      .where('customer_id', '=', '100001')
      .execute();
    expect(settings.find((row) => row.name === 'XLS_EXPORT_ENABLED')?.value).toBe(true);
  });

  it('is idempotent and keeps what users changed', async () => {
    await database.db
      .updateTable('products')
      .set({ name: 'Standard (geändert)' })
      .where('identifier', '=', 'P01')
      .execute();
    const before = {
      countries: await count('countries'),
      hazmats: await count('hazmats'),
      zips: await count('zip_code_areas'),
      addresses: await count('addresses'),
      ranges: await count('location_zip_ranges'),
    };
    await seedMasterdata(database.db, { demoData: true });
    expect({
      countries: await count('countries'),
      hazmats: await count('hazmats'),
      zips: await count('zip_code_areas'),
      addresses: await count('addresses'),
      ranges: await count('location_zip_ranges'),
    }).toEqual(before);
    expect((await findProduct(database.db, 'P01'))?.name).toBe('Standard (geändert)');
  });
});

describe('products by origin and destination', () => {
  const identifiers = async (route: Parameters<typeof productsByOriginAndDestination>[1]) =>
    (await productsByOriginAndDestination(database.db, route)).map((product) => product.identifier);

  it('offers national products within one country and drops what the routing excludes', async () => {
    const nearby = await identifiers({
      originAlpha2Code: 'DE',
      originZipCode: '20539',
      destinationAlpha2Code: 'DE',
      destinationZipCode: '10997',
    });
    expect(nearby).toEqual(expect.arrayContaining(['P01', 'P81', 'P24', '150', '166', '230', '352', '400']));
    expect(nearby).not.toContain('E01');
    const south = await identifiers({
      originAlpha2Code: 'DE',
      originZipCode: '20539',
      destinationAlpha2Code: 'DE',
      destinationZipCode: '80339',
    });
    expect(south).toContain('P01');
    expect(south).not.toContain('P24');
  });

  it('offers EU products across borders, as the routing allows', async () => {
    const toPrague = await identifiers({
      originAlpha2Code: 'DE',
      originZipCode: '20539',
      destinationAlpha2Code: 'CZ',
      destinationZipCode: '11000',
    });
    expect(toPrague).toEqual(expect.arrayContaining(['P01', 'E01', 'E02']));
    expect(toPrague).not.toContain('P81');
    const toBratislava = await identifiers({
      originAlpha2Code: 'DE',
      originZipCode: '20539',
      destinationAlpha2Code: 'SK',
      destinationZipCode: '821 04',
    });
    expect(toBratislava).toContain('E01');
    expect(toBratislava).not.toContain('E02');
  });

  it('needs both places and valid zip codes', async () => {
    await expect(
      productsByOriginAndDestination(database.db, { originAlpha2Code: 'DE', originZipCode: '20539' }),
    ).rejects.toMatchObject({ code: 'product.senderAndConsigneeRequired' });
    await expect(
      identifiers({
        originAlpha2Code: 'DE',
        originZipCode: '2053',
        destinationAlpha2Code: 'DE',
        destinationZipCode: '10997',
      }),
    ).rejects.toMatchObject({
      errors: [{ field: 'originZipCode', defaultMessage: 'zipCode.invalid-for-country' }],
    });
  });
});

describe('zip sync source', () => {
  const author = { username: 'admin', fullName: 'Ada Admin' };

  it('fails with a 502 problem error when the source cannot be read, adding nothing', async () => {
    const sync = syncZipCodeAreas(database.db, {
      country: 'DE',
      query: 'Hamburg',
      source: '/nonexistent/zip-source.tsv',
      author,
    });
    await expect(sync).rejects.toBeInstanceOf(ZipSourceError);
    await expect(sync).rejects.toMatchObject({ status: 502, code: 'zipCodeAreas.sync.failed' });
  });

  it('reads the bundled extract by default and finds nothing new there', async () => {
    expect(await syncZipCodeAreas(database.db, { country: 'AT', query: 'Graz', author })).toEqual({
      found: 15,
      inserted: 0,
    });
  });
});
