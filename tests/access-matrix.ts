import type { RouteAccess } from '../contracts/access.ts';
import { order as shipmentOrder } from './shipments-helpers.ts';

/**
 * Who may call each route under /api, checked by tests/access.test.ts against every route the app
 * registers and every seeded user. Every /api route needs an entry, keyed `METHOD url` exactly as
 * registered (`GET /api/customers/:customerId`): a route added without one fails the test.
 */
export interface AccessMatrixEntry {
  /** The access the route must declare. */
  access: RouteAccess;
  /** A concrete path to request (parameters filled in, query string allowed); default the url. */
  path?: string;
  /** A JSON body for POST/PUT/PATCH; default `{}`. Allowed users may get 400 for it, never 401/403. */
  body?: unknown;
  /**
   * For tenant-scoped routes: a path to data of customer 100001 (the demo world's customer1). The
   * user of another customer (customer2) must get 404 there, never 403.
   */
  foreignPath?: string;
}

export const accessMatrix: Record<string, AccessMatrixEntry> = {
  'GET /api/status': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/legal': { access: 'public' },
  'GET /api/user': { access: 'authenticated' },
  'GET /api/customer-data': { access: 'authenticated' },
  'GET /api/customer-data/orderRules': {
    access: 'authenticated',
    foreignPath: '/api/customer-data/orderRules?customerId=100001',
  },
  'GET /api/registration/captcha': { access: 'public' },
  'POST /api/registration': { access: 'public' },
  'GET /api/registration/confirm': { access: 'public', path: '/api/registration/confirm?token=x.1.y' },
  'GET /api/customers/:customerId': { access: 'public', path: '/api/customers/100001?hash=x' },
  'GET /api/admin/mailPersistenceEvents': { access: ['Admin'] },
  'GET /api/admin/mailPersistenceEvents/:mailId': {
    access: ['Admin'],
    path: '/api/admin/mailPersistenceEvents/00000000-0000-4000-8000-000000000000',
  },
  'POST /api/admin/addresses/:id/erasure': {
    access: ['Admin'],
    path: '/api/admin/addresses/00000000-0000-4000-8000-000000000000/erasure',
  },
  'POST /api/admin/mailPersistenceEvents/:mailId/retry': {
    access: ['Admin'],
    path: '/api/admin/mailPersistenceEvents/00000000-0000-4000-8000-000000000000/retry',
  },
  'GET /api/shipments/:shipmentNumber/mails': { access: 'authenticated', path: '/api/shipments/1/mails' },
  'POST /api/shipments/:shipmentNumber/inquiry': {
    access: 'authenticated',
    path: '/api/shipments/1/inquiry',
    body: { inquiryText: 'Where is it?' },
  },
  'GET /api/mails/:mailId/attachments/:attachmentId': {
    access: 'authenticated',
    path: '/api/mails/00000000-0000-4000-8000-000000000000/attachments/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/admin/mailbox': { access: ['Admin'] },
  // Live updates (services/api/routes/live.ts): without Accept: text/event-stream every user gets 406.
  'GET /api/events/stream': { access: 'authenticated' },
  // The SFTP processing switch (services/api/routes/admin/services.ts); stopping a stopped switch changes nothing.
  'GET /api/admin/services/sftp/status': { access: ['Admin'] },
  'PUT /api/admin/services/sftp/status': { access: ['Admin'], body: { enabled: false } },
  'GET /api/admin/mailbox/:id': { access: ['Admin'], path: '/api/admin/mailbox/1' },
  // Shipments and their documents (services/api/routes/shipments*.ts); 1000001 is the first shipment number.
  'GET /api/docs': { access: 'public' },
  'GET /api/shipments': { access: 'authenticated' },
  'POST /api/shipments': { access: ['User', 'Admin'] },
  'GET /api/shipments/:shipmentNumber': {
    access: 'authenticated',
    path: '/api/shipments/1000001',
    foreignPath: '/api/shipments/1000001',
  },
  'PUT /api/shipments/:shipmentNumber': {
    access: ['User', 'Admin'],
    path: '/api/shipments/1000001',
    body: shipmentOrder(),
    foreignPath: '/api/shipments/1000001',
  },
  'PUT /api/shipments/:shipmentNumber/commission': {
    access: ['User', 'Admin'],
    path: '/api/shipments/1000001/commission',
    body: shipmentOrder(),
    foreignPath: '/api/shipments/1000001/commission',
  },
  'DELETE /api/shipments/:shipmentNumber': {
    access: ['User', 'Admin'],
    path: '/api/shipments/1000001',
    foreignPath: '/api/shipments/1000001',
  },
  'GET /api/shipments/:shipmentNumber/auditLog': {
    access: 'authenticated',
    path: '/api/shipments/1000001/auditLog',
    foreignPath: '/api/shipments/1000001/auditLog',
  },
  'GET /api/shipments/:shipmentNumber/revisions/:revision': {
    access: 'authenticated',
    path: '/api/shipments/1000001/revisions/0',
    foreignPath: '/api/shipments/1000001/revisions/0',
  },
  'GET /api/shipments/:shipmentNumber/revisions': {
    access: 'authenticated',
    path: '/api/shipments/1000001/revisions?asOf=2030-01-01T00:00:00Z',
    foreignPath: '/api/shipments/1000001/revisions?asOf=2030-01-01T00:00:00Z',
  },
  // Public tracking for consignees (services/api/routes/tracking.ts).
  'POST /api/tracking': { access: 'public', body: { shipmentNumber: '1000001', zipCode: '80339' } },
  'GET /api/shipments/:shipmentNumber/requestQuotation': {
    access: ['User', 'Admin'],
    path: '/api/shipments/1000001/requestQuotation',
    foreignPath: '/api/shipments/1000001/requestQuotation',
  },
  'POST /api/shipments/:shipmentNumber/pickUpOrder': {
    access: ['User', 'Admin'],
    path: '/api/shipments/1000001/pickUpOrder',
    body: {
      order: {
        type: 'QUERTRANSPORT',
        partnerName: 'Partner Spedice s.r.o.',
        partnerEmail: 'dispo@partner.example',
        locationContactName: 'Anna Müller',
        locationEmail: 'anna@portal.example',
        sender: { name: 'Lager Praha s.r.o.' },
        consignee: { name: 'Schmidt Werkzeugbau GmbH' },
      },
    },
    foreignPath: '/api/shipments/1000001/pickUpOrder',
  },
  // The journey after commissioning (services/api/routes/shipment-statuses.ts): a customer's own
  // users may read it but not report it; machine clients report with the status:write scope.
  'POST /api/shipments/:shipmentNumber/statuses': {
    access: ['Admin', 'All_NL_Admin', 'NL_Admin'],
    path: '/api/shipments/1000001/statuses',
    body: { reportId: 'r-1', status: 'PICKED_UP', occurredAt: '2026-11-30T08:00:00+01:00' },
  },
  'GET /api/shipments/:shipmentNumber/statuses': {
    access: 'authenticated',
    path: '/api/shipments/1000001/statuses',
    foreignPath: '/api/shipments/1000001/statuses',
  },
  // Proof of delivery (services/api/routes/shipment-pod.ts): who reports uploads, whoever reads downloads.
  'POST /api/shipments/:shipmentNumber/pod-files': {
    access: ['Admin', 'All_NL_Admin', 'NL_Admin'],
    path: '/api/shipments/1000001/pod-files',
  },
  'GET /api/shipments/:shipmentNumber/statuses/:reportId/pod': {
    access: 'authenticated',
    path: '/api/shipments/1000001/statuses/r-1/pod',
    foreignPath: '/api/shipments/1000001/statuses/r-1/pod',
  },
  'GET /api/shipments/labels': {
    access: 'authenticated',
    path: '/api/shipments/labels?shipments=1000001',
    foreignPath: '/api/shipments/labels?shipments=1000001',
  },
  'GET /api/shipments.xlsx': { access: 'authenticated' },
  'POST /api/loadinglists': { access: ['User', 'Admin'], body: { shipmentNumbers: ['1000001'] } },
  'GET /api/loadinglists/:id': {
    access: 'authenticated',
    path: '/api/loadinglists/00000000-0000-4000-8000-000000000000',
  },
  // Reference and master data (services/api/routes/reference, admin, addresses, templates, settings,
  // invoice-recipients). Writes point at ids that do not exist, so checking them changes no data.
  'GET /api/countries': { access: 'public' },
  'GET /api/countries/:alpha2Code': { access: 'public', path: '/api/countries/DE' },
  'GET /api/currencies': { access: 'public' },
  'GET /api/holidays': { access: 'public', path: '/api/holidays?country=DE&from=2026-12-01&to=2026-12-31' },
  'GET /api/currencies/:isoCode': { access: 'public', path: '/api/currencies/EUR' },
  'GET /api/incotermCodes': { access: 'public' },
  'GET /api/incotermCodes/:identifier': { access: 'public', path: '/api/incotermCodes/04' },
  'GET /api/notificationCodes': { access: 'public' },
  'GET /api/notificationCodes/:identifier': { access: 'public', path: '/api/notificationCodes/101' },
  'GET /api/packagingCodes': { access: 'public' },
  'GET /api/packagingCodes/:identifier': { access: 'public', path: '/api/packagingCodes/FP' },
  'GET /api/hazmatCodes': { access: 'public' },
  'GET /api/hazmatCodes/:code': { access: 'public', path: '/api/hazmatCodes/1A1' },
  'GET /api/hazmats': { access: 'public' },
  'GET /api/hazmats/:id': { access: 'public', path: '/api/hazmats/1' },
  'GET /api/products': { access: 'public' },
  'GET /api/products/byOriginAndDestination': {
    access: 'public',
    path: '/api/products/byOriginAndDestination?originAlpha2Code=DE&originZipCode=20095&destinationAlpha2Code=DE&destinationZipCode=80331',
  },
  'GET /api/products/:identifier': { access: 'public', path: '/api/products/P01' },
  'GET /api/zipCodeAreas': { access: 'public' },
  'GET /api/zipCodeAreas/supportedCountries': { access: 'public' },
  'POST /api/zipCodeAreas': { access: ['Admin'] },
  'GET /api/locations': { access: 'public' },
  'GET /api/locations/:abbreviation': { access: 'public', path: '/api/locations/HAM' },
  'GET /api/admin/countries': { access: ['Admin'] },
  'POST /api/countries': { access: ['Admin'] },
  'PUT /api/countries/:alpha2Code': { access: ['Admin'], path: '/api/countries/QQ' },
  'DELETE /api/countries/:alpha2Code': { access: ['Admin'], path: '/api/countries/QQ' },
  'GET /api/admin/notificationCodes': { access: ['Admin'] },
  'GET /api/admin/journeyCodes': { access: ['Admin'] },
  'POST /api/admin/journeyCodes': { access: ['Admin'] },
  'PUT /api/admin/journeyCodes/:code': { access: ['Admin'], path: '/api/admin/journeyCodes/NONE' },
  'DELETE /api/admin/journeyCodes/:code': { access: ['Admin'], path: '/api/admin/journeyCodes/NONE' },
  'GET /api/admin/locations': { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] },
  // An empty body: allowed callers get 400, so the sweep creates no branch.
  'POST /api/admin/locations': { access: ['All_NL_Admin', 'Admin'], body: {} },
  'GET /api/admin/locations/:abbreviation': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM',
  },
  'PUT /api/admin/locations/:abbreviation': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/XXX',
  },
  'GET /api/admin/locations/:abbreviation/zones': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM/zones',
  },
  'GET /api/admin/locations/:abbreviation/zones/:id': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM/zones/1',
  },
  'GET /api/admin/locations/:abbreviation/changes': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM/changes',
  },
  'GET /api/admin/locations/:abbreviation/routings': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM/routings',
  },
  'GET /api/admin/locations/:abbreviation/routings/:id': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/locations/HAM/routings/1',
  },
  'GET /api/admin/customers': { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] },
  'POST /api/admin/customers': { access: ['NL_Admin', 'All_NL_Admin', 'Admin'] },
  'GET /api/admin/customers/:customerId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001',
  },
  'PUT /api/admin/customers/:customerId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999',
  },
  'DELETE /api/admin/customers/:customerId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999',
  },
  'GET /api/admin/customers/:customerId/addresses': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/addresses',
  },
  'DELETE /api/admin/customers/:customerId/addresses': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/addresses',
  },
  'GET /api/admin/customers/:customerId/addresses/export': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/addresses/export',
  },
  'PUT /api/admin/customers/:customerId/addresses/export': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/addresses/export',
  },
  'GET /api/admin/customers/search/findLocationsOnOccurrence': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/search/findLocationsOnOccurrence?query=a',
  },
  // A customer's code mappings (docs/decisions/0229); the delete of a mapping the customer lacks answers 404.
  'GET /api/admin/customers/:customerId/code-mappings': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/code-mappings',
  },
  'POST /api/admin/customers/:customerId/code-mappings': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/code-mappings',
  },
  'PUT /api/admin/customers/:customerId/code-mappings': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/code-mappings',
  },
  'DELETE /api/admin/customers/:customerId/code-mappings/:kind/:partnerValue': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/code-mappings/product/NONE',
  },
  'GET /api/admin/customers/:customerId/code-mappings/export': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/code-mappings/export',
  },
  'GET /api/admin/customers/:customerId/settings': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/settings',
  },
  'GET /api/admin/customers/:customerId/settings/:name': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/settings/WAIVER_CUSTOMER',
  },
  'PUT /api/admin/customers/:customerId/settings/:name': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/settings/WAIVER_CUSTOMER',
  },
  'GET /api/admin/customers/:customerId/sftpKeys': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/sftpKeys',
  },
  'POST /api/admin/customers/:customerId/sftpKeys': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/sftpKeys',
  },
  'DELETE /api/admin/customers/:customerId/sftpKeys/:keyId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/sftpKeys/00000000-0000-4000-8000-000000000000',
  },
  // Members (services/api/routes/admin/members.ts): writes aim at a missing customer or user.
  'GET /api/admin/users': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/users?query=customer',
  },
  'GET /api/admin/users/:username': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/users/customer1',
  },
  'PUT /api/admin/users/:username': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/users/nobody',
    body: { customerIds: [] },
  },
  'DELETE /api/admin/users/:username': { access: ['Admin'], path: '/api/admin/users/nobody' },
  'POST /api/admin/users/:username/erasure': { access: ['Admin'], path: '/api/admin/users/nobody/erasure' },
  'GET /api/admin/customers/:customerId/members': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/members',
  },
  'PUT /api/admin/customers/:customerId/members/:username': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/members/customer2',
  },
  'DELETE /api/admin/customers/:customerId/members/:username': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/members/customer1',
  },
  // Customers' systems (services/api/routes/admin/integrations.ts): writes aim at a missing customer.
  'GET /api/admin/customers/:customerId/apiClients': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/apiClients',
  },
  'POST /api/admin/customers/:customerId/apiClients': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/apiClients',
    body: { name: 'ERP', scopes: ['shipments:read'] },
  },
  'DELETE /api/admin/customers/:customerId/apiClients/:clientId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/apiClients/mc_0',
  },
  'GET /api/admin/customers/:customerId/webhooks': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/webhooks',
  },
  'POST /api/admin/customers/:customerId/webhooks': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/webhooks',
    body: { url: 'https://erp.example/hooks', events: ['shipment.saved'] },
  },
  'DELETE /api/admin/customers/:customerId/webhooks/:subscriptionId': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/webhooks/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/admin/customers/:customerId/webhooks/:subscriptionId/deliveries': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/100001/webhooks/00000000-0000-4000-8000-000000000000/deliveries',
  },
  'POST /api/admin/customers/:customerId/webhooks/:subscriptionId/deliveries/:deliveryId/redeliver': {
    access: ['NL_Admin', 'All_NL_Admin', 'Admin'],
    path: '/api/admin/customers/999999/webhooks/00000000-0000-4000-8000-000000000000/deliveries/00000000-0000-4000-8000-000000000000/redeliver',
  },
  // Code lists maintained by central administrators (services/api/routes/admin/code-lists.ts);
  // writes aim at codes that do not exist or carry an invalid body.
  'GET /api/admin/packagingCodes': { access: ['Admin'] },
  'GET /api/admin/incotermCodes': { access: ['Admin'] },
  'GET /api/admin/hazmatCodes': { access: ['Admin'] },
  'POST /api/packagingCodes': { access: ['Admin'], body: { identifier: '' } },
  'PUT /api/packagingCodes/:identifier': {
    access: ['Admin'],
    path: '/api/packagingCodes/QQ',
    body: { identifier: 'QQ', name: 'x' },
  },
  'POST /api/incotermCodes': { access: ['Admin'], body: { identifier: '' } },
  'PUT /api/incotermCodes/:identifier': {
    access: ['Admin'],
    path: '/api/incotermCodes/QQ',
    body: { identifier: 'QQ', name: 'x', international: false },
  },
  'POST /api/hazmatCodes': { access: ['Admin'], body: { code: '' } },
  'PUT /api/hazmatCodes/:code': {
    access: ['Admin'],
    path: '/api/hazmatCodes/QQ',
    body: { code: 'QQ', name: 'x' },
  },
  'GET /api/addresses': { access: 'authenticated' },
  'POST /api/addresses': { access: 'authenticated' },
  // Aims at a customer nobody belongs to: nothing is deleted.
  'DELETE /api/addresses': {
    access: 'authenticated',
    path: '/api/addresses?ownerCustomerId=999999',
    foreignPath: '/api/addresses?ownerCustomerId=100001',
  },
  'GET /api/addresses/defaultSender': { access: 'authenticated' },
  'GET /api/addresses/defaultConsignee': { access: 'authenticated' },
  'GET /api/addresses/:id': {
    access: 'authenticated',
    path: '/api/addresses/00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/addresses/:id': {
    access: 'authenticated',
    path: '/api/addresses/00000000-0000-4000-8000-000000000000',
  },
  'DELETE /api/addresses/:id': {
    access: 'authenticated',
    path: '/api/addresses/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/invoiceRecipientAddresses': { access: 'authenticated' },
  'POST /api/invoiceRecipientAddresses': { access: 'authenticated' },
  'GET /api/invoiceRecipientAddresses/find/byCustomerId/:customerId': {
    access: 'authenticated',
    path: '/api/invoiceRecipientAddresses/find/byCustomerId/999999',
  },
  'GET /api/invoiceRecipientAddresses/default': {
    access: 'authenticated',
    foreignPath: '/api/invoiceRecipientAddresses/default?customerId=100001',
  },
  'POST /api/invoiceRecipientAddresses/migrate/:customerId': {
    access: 'authenticated',
    path: '/api/invoiceRecipientAddresses/migrate/999999',
  },
  'GET /api/invoiceRecipientAddresses/:id': {
    access: 'authenticated',
    path: '/api/invoiceRecipientAddresses/00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/invoiceRecipientAddresses/:id': {
    access: 'authenticated',
    path: '/api/invoiceRecipientAddresses/00000000-0000-4000-8000-000000000000',
  },
  'DELETE /api/invoiceRecipientAddresses/:id': {
    access: 'authenticated',
    path: '/api/invoiceRecipientAddresses/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/templates/cargoitems': { access: 'authenticated' },
  'POST /api/templates/cargoitems': { access: 'authenticated' },
  'GET /api/templates/cargoitems/:id': {
    access: 'authenticated',
    path: '/api/templates/cargoitems/00000000-0000-4000-8000-000000000000',
  },
  'PUT /api/templates/cargoitems/:id': {
    access: 'authenticated',
    path: '/api/templates/cargoitems/00000000-0000-4000-8000-000000000000',
  },
  'DELETE /api/templates/cargoitems/:id': {
    access: 'authenticated',
    path: '/api/templates/cargoitems/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/settings': { access: ['User'] },
  'GET /api/sftp-accounts': { access: ['User'] },
  'POST /api/sftp-accounts/:customerId/password': {
    access: ['User'],
    path: '/api/sftp-accounts/100001/password',
    foreignPath: '/api/sftp-accounts/100001/password',
  },
  'GET /api/sftp-accounts/:customerId/keys': {
    access: ['User'],
    path: '/api/sftp-accounts/100001/keys',
    foreignPath: '/api/sftp-accounts/100001/keys',
  },
  // A well-formed key, so that another customer's user meets the ownership check, not the schema.
  'POST /api/sftp-accounts/:customerId/keys': {
    access: ['User'],
    path: '/api/sftp-accounts/100001/keys',
    foreignPath: '/api/sftp-accounts/100001/keys',
    body: {
      publicKey:
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAICp65a+SmuGsHD/XEDqSC5stx0VKRBAIpZ/HQ+zse3nV cron@erp.example',
    },
  },
  'DELETE /api/sftp-accounts/:customerId/keys/:keyId': {
    access: ['User'],
    path: '/api/sftp-accounts/100001/keys/00000000-0000-4000-8000-000000000000',
    foreignPath: '/api/sftp-accounts/100001/keys/00000000-0000-4000-8000-000000000000',
  },
  'GET /api/settings/:name': { access: ['User'], path: '/api/settings/PRINTER_TYPE' },
  'PUT /api/settings/:name': {
    access: ['User'],
    path: '/api/settings/PRINTER_TYPE',
    body: { value: 'LASER' },
  },
  'POST /api/shipments/batch/announce': {
    access: ['User', 'Admin'],
    body: { shipmentNumbers: ['1'], announcement: { dateFrom: '2026-11-23' } },
  },
  'POST /api/shipments/batch/commission': { access: ['User', 'Admin'], body: { shipmentNumbers: ['1'] } },
  'GET /api/batches/:batchId': {
    access: ['User', 'Admin'],
    path: '/api/batches/00000000-0000-4000-8000-000000000000',
  },
  'POST /api/shipments/announcement': { access: ['User', 'Admin'], body: { shipmentNumbers: ['1'] } },
};
