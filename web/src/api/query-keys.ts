/**
 * The API modules' convention: `web/src/api/<resource>.ts` holds the resource's `queryOptions()`
 * factories, the requests it sends and its mutation hooks (`useSaveAddress`, ...), with request and
 * response types from `contracts/`. Every query key comes from `queryKeys` below, never a literal;
 * keys nest, so invalidating `queryKeys.addresses.all` refreshes every address query. A mutation
 * hook (`useApiMutation`) updates or invalidates the queries it changes; the screen passes its own
 * reaction (notification, closing a dialog, field errors) to the hook as `onSuccess`/`onError`.
 */

const shipments = ['shipments'] as const;
const addresses = ['addresses'] as const;
const cargoTemplates = ['cargoTemplates'] as const;
const invoiceRecipients = ['invoiceRecipients'] as const;
const reference = ['reference'] as const;
const account = ['account'] as const;
const settings = ['settings'] as const;
const user = ['user'] as const;
const help = ['help'] as const;
const adminServices = ['adminServices'] as const;
const adminLocations = ['adminLocations'] as const;
const adminCustomers = ['adminCustomers'] as const;
const adminCountries = ['adminCountries'] as const;
const admin = ['admin'] as const;

/**
 * The query keys of the web app, one group per resource. A list's search or filter object is part
 * of its key as it is, so two searches with equal values share one cache entry.
 */
export const queryKeys = {
  shipments: {
    all: shipments,
    lists: () => [...shipments, 'list'] as const,
    list: (search: object) => [...shipments, 'list', search] as const,
    announcePrefill: (selection: object) => [...shipments, 'announcePrefill', selection] as const,
    /** Everything about one shipment; its history and mails follow its version. */
    detail: (shipmentNumber: string) => [...shipments, shipmentNumber] as const,
    journey: (shipmentNumber: string, version: number) =>
      [...shipments, shipmentNumber, 'journey', version] as const,
    auditLog: (shipmentNumber: string, version: number) =>
      [...shipments, shipmentNumber, 'auditLog', version] as const,
    mails: (shipmentNumber: string, version: number) =>
      [...shipments, shipmentNumber, 'mails', version] as const,
    /** A past revision never changes: it is cached by its number alone. */
    revision: (shipmentNumber: string, revision: number) =>
      [...shipments, shipmentNumber, 'revisions', revision] as const,
    /** Every version's mails of one shipment: what a live mail status change refreshes. */
    mailsOf: (shipmentNumber: string) => [...shipments, shipmentNumber, 'mails'] as const,
  },
  batches: {
    all: ['batches'] as const,
    detail: (batchId: string) => ['batches', batchId] as const,
    /** The user's batches as the live stream last sent them (web/src/shipments/use-live-updates.ts). */
    live: () => ['batches', 'live'] as const,
  },
  addresses: {
    all: addresses,
    list: (search: object) => [...addresses, 'list', search] as const,
    /** A customer's address book as the customer administration shows it. */
    ofCustomer: (customerId: string, query: string, sort: string) =>
      [...addresses, 'adminCustomer', customerId, query, sort] as const,
  },
  cargoTemplates: {
    all: cargoTemplates,
    list: (page: number) => [...cargoTemplates, 'list', page] as const,
  },
  invoiceRecipients: {
    all: invoiceRecipients,
    list: (search: object) => [...invoiceRecipients, 'list', search] as const,
    choices: () => [...invoiceRecipients, 'choices'] as const,
    byCustomerId: (customerId: string) => [...invoiceRecipients, 'byCustomerId', customerId] as const,
    /** The default recipient of a customer; '' for the user's first customer. */
    defaultOf: (customerId: string) => [...invoiceRecipients, 'default', customerId] as const,
    ofCustomer: (customerId: string) => [...invoiceRecipients, 'adminCustomer', customerId] as const,
  },
  /** Reference data the forms choose from; `collection(name)` is also the prefix of its searches. */
  reference: {
    all: reference,
    collection: (name: string) => [...reference, name] as const,
    search: (name: string, query: string, params: object) =>
      [...reference, name, 'search', query, params] as const,
    products: (route: object) => [...reference, 'products', route] as const,
    notificationCodeDetails: () => [...reference, 'notificationCodes', 'details'] as const,
    currencyConfigs: () => [...reference, 'currencyConfigs'] as const,
    holidays: (country: string, from: string, language: string) =>
      [...reference, 'holidays', country, from, language] as const,
    location: (abbreviation: string) => [...reference, 'locations', abbreviation] as const,
    cargoTemplates: (query: string) => [...reference, 'cargoTemplates', query] as const,
    countries: () => [...reference, 'countries', 'all'] as const,
    zipCodeCountries: () => [...reference, 'zipCodeAreas', 'supportedCountries'] as const,
    zipCodeAreas: (country: string, zipCode: string) =>
      [...reference, 'zipCodeAreas', country, zipCode] as const,
  },
  /** What the signed-in user's customer brings along. */
  account: {
    all: account,
    orderRules: (customerId: string | null) => [...account, 'orderRules', customerId] as const,
    branchCurrency: () => [...account, 'branchCurrency'] as const,
  },
  /** The personal settings: the whole list, and single settings by name (PRINTER_TYPE). */
  settings: {
    all: settings,
    list: () => [...settings, 'list'] as const,
    one: (name: string) => [...settings, name] as const,
    /** The SSH keys of one of the user's SFTP accounts. */
    sftpKeys: (customerId: string) => [...settings, 'sftpKeys', customerId] as const,
  },
  status: { all: ['status'] as const },
  legal: { all: ['legal'] as const },
  user: {
    all: user,
    detail: (subject: string) => [...user, subject] as const,
  },
  help: {
    all: help,
    manual: (language: string) => [...help, 'manual', language] as const,
    legal: (language: string) => [...help, 'legal', language] as const,
  },
  registration: {
    invitation: (customerId: string, hash: string) =>
      ['registration', 'invitation', customerId, hash] as const,
  },
  adminServices: {
    all: adminServices,
    sftp: () => [...adminServices, 'sftp'] as const,
  },
  adminLocations: {
    all: adminLocations,
    list: () => [...adminLocations, 'list'] as const,
    zipRanges: (kind: string, abbreviation: string, query: string) =>
      [...adminLocations, kind, abbreviation, query] as const,
    changes: (abbreviation: string) => [...adminLocations, 'changes', abbreviation] as const,
  },
  adminCustomers: {
    all: adminCustomers,
    list: (search: object) => [...adminCustomers, 'list', search] as const,
    lookup: (customerId: string) => [...adminCustomers, 'lookup', customerId] as const,
    branches: () => [...adminCustomers, 'branches'] as const,
    settings: (customerId: string) => [...adminCustomers, 'settings', customerId] as const,
    codeMappings: (customerId: string) => [...adminCustomers, 'codeMappings', customerId] as const,
    journeyCodes: () => [...adminCustomers, 'journeyCodes'] as const,
    /** Every customer's members, the prefix of `membersOf`. */
    members: () => [...adminCustomers, 'members'] as const,
    membersOf: (customerId: string) => [...adminCustomers, 'members', customerId] as const,
    users: (query: string) => [...adminCustomers, 'users', query] as const,
    /** A customer's machine clients, webhooks and a webhook's delivery log. */
    apiClients: (customerId: string) => [...adminCustomers, 'apiClients', customerId] as const,
    /** The SSH keys of a customer's SFTP account. */
    sftpKeys: (customerId: string) => [...adminCustomers, 'sftpKeys', customerId] as const,
    webhooks: (customerId: string) => [...adminCustomers, 'webhooks', customerId] as const,
    webhookDeliveries: (customerId: string, webhookId: string) =>
      [...adminCustomers, 'webhooks', customerId, webhookId, 'deliveries'] as const,
  },
  adminCountries: {
    all: adminCountries,
    list: (search: object) => [...adminCountries, 'list', search] as const,
  },
  /** The read-only administration lists by collection, and entity details by self link. */
  admin: {
    all: admin,
    lists: (collection: string) => [...admin, 'lists', collection] as const,
    list: (collection: string, path: string) => [...admin, 'lists', collection, path] as const,
    detail: (path: string) => [...admin, 'detail', path] as const,
  },
};
