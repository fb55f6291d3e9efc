import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys.ts';

type KeyGroup = Record<string, QueryKey | ((...args: unknown[]) => QueryKey)>;

/** Every key a group makes, each factory called with placeholder arguments. */
const keysOf = (group: KeyGroup): QueryKey[] =>
  Object.values(group).map((key) => (typeof key === 'function' ? key('a', 'b', 'c') : key));

/** Which of `keys` an invalidation by `prefix` marks stale, in a cache that holds all of them. */
async function invalidatedBy(prefix: QueryKey, keys: Record<string, QueryKey>): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return Object.entries(keys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('the query keys', () => {
  it('of a resource all start with its `all` key', () => {
    for (const [name, group] of Object.entries(queryKeys) as [string, KeyGroup][]) {
      const all = group.all;
      if (!Array.isArray(all)) continue;
      for (const key of keysOf(group)) expect(key.slice(0, all.length), name).toEqual(all);
    }
  });

  it('refresh every query of the shipments, and of a shipment, by prefix', async () => {
    const keys = {
      list: queryKeys.shipments.list({ sort: 'shipmentNumber,desc', page: 1 }),
      otherList: queryKeys.shipments.list({ searchText: 'Hamburg' }),
      auditLog: queryKeys.shipments.auditLog('1000001', 3),
      mails: queryKeys.shipments.mails('1000001', 3),
      otherShipment: queryKeys.shipments.auditLog('1000002', 1),
      prefill: queryKeys.shipments.announcePrefill(['1000001']),
      addresses: queryKeys.addresses.list({ query: '' }),
    };
    expect(await invalidatedBy(queryKeys.shipments.all, keys)).toEqual([
      'list',
      'otherList',
      'auditLog',
      'mails',
      'otherShipment',
      'prefill',
    ]);
    expect(await invalidatedBy(queryKeys.shipments.lists(), keys)).toEqual(['list', 'otherList']);
    expect(await invalidatedBy(queryKeys.shipments.detail('1000001'), keys)).toEqual(['auditLog', 'mails']);
  });

  it('refresh the address book, the customer administration and the order form search apart', async () => {
    const keys = {
      book: queryKeys.addresses.list({ query: '', page: 0 }),
      customer: queryKeys.addresses.ofCustomer('100001', '', 'name,asc'),
      search: queryKeys.reference.search('addresses', 'Müller', { type: 'CONSIGNEE' }),
      hazmats: queryKeys.reference.search('hazmats', '1203', {}),
    };
    expect(await invalidatedBy(queryKeys.addresses.all, keys)).toEqual(['book', 'customer']);
    expect(await invalidatedBy(queryKeys.reference.collection('addresses'), keys)).toEqual(['search']);
  });

  it('keep a single personal setting under the settings, apart from their list', async () => {
    const keys = { list: queryKeys.settings.list(), printer: queryKeys.settings.one('PRINTER_TYPE') };
    expect(await invalidatedBy(queryKeys.settings.all, keys)).toEqual(['list', 'printer']);
    expect(await invalidatedBy(queryKeys.settings.one('PRINTER_TYPE'), keys)).toEqual(['printer']);
  });

  it('refresh the lists of one administration collection, and all members of customers', async () => {
    const lists = {
      mails: queryKeys.admin.list('mailPersistenceEvents', '/api/admin/mailPersistenceEvents?page=0'),
      hazmats: queryKeys.admin.list('hazmats', '/api/hazmats?page=0'),
      detail: queryKeys.admin.detail('/api/admin/mailPersistenceEvents/1'),
    };
    expect(await invalidatedBy(queryKeys.admin.lists('mailPersistenceEvents'), lists)).toEqual(['mails']);

    const customers = {
      members: queryKeys.adminCustomers.membersOf('100001'),
      others: queryKeys.adminCustomers.membersOf('100002'),
      settings: queryKeys.adminCustomers.settings('100001'),
    };
    expect(await invalidatedBy(queryKeys.adminCustomers.members(), customers)).toEqual(['members', 'others']);
    expect(await invalidatedBy(queryKeys.adminCustomers.all, customers)).toEqual([
      'members',
      'others',
      'settings',
    ]);
  });
});
