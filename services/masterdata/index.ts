export type { Page, Pageable } from '../db/paging.ts';
export { type ChangeAuthor, changesOf, recordChange } from './changes.ts';
export {
  generateSftpPassword,
  ownSftpAccounts,
  renewOwnSftpPassword,
  verifySftpPassword,
} from './customer-settings.ts';
export {
  addCustomer,
  changeCustomer,
  listAdministeredCustomers,
  removeCustomer,
  visibleCustomer,
} from './customers.ts';
export { type AddressRecord, findAddress, findDefaultAddress } from './queries/addresses.ts';
export { createCountry, deleteCountry, updateCountry } from './queries/countries.ts';
export {
  type CustomerRecord,
  customerSettings,
  customersOfBranch,
  findCustomer,
} from './queries/customers.ts';
export {
  findLocation,
  type LocationRecord,
  listLocations,
  listZipRanges,
  updateLocationEmails,
  type ZipRangeRecord,
} from './queries/locations.ts';
export { productsByOriginAndDestination } from './queries/products-by-route.ts';
export {
  type CountryRecord,
  type CurrencyConfig,
  currencyConfig,
  findCountry,
  findHazmat,
  findHazmatCode,
  findIncotermCode,
  findNotificationCode,
  findPackagingCode,
  findProduct,
  type HazmatRecord,
  listCountries,
  listCurrencies,
  listHazmatCodes,
  listHazmats,
  listIncotermCodes,
  listNotificationCodes,
  listPackagingCodes,
  listProducts,
  type NotificationCodeRecord,
  type ProductRecord,
} from './queries/reference.ts';
export { countryHasZipCodeAreas, listZipCodeAreas, zipCodeCountries } from './queries/zip-code-areas.ts';
export { inLanguage } from './reference-names.ts';
export { seedMasterdata } from './seed.ts';
export {
  addAdministeredSftpKey,
  addOwnSftpKey,
  administeredSftpKeys,
  ownSftpKeys,
  removeAdministeredSftpKey,
  removeOwnSftpKey,
  type SftpKeyRecord,
  type SftpSignInKey,
  sftpKeyFieldErrors,
  sftpSignInKeys,
} from './sftp-keys.ts';
export type { MasterdataTables } from './tables.ts';
export { syncZipCodeAreas, ZIP_SYNC_MAX_RESULTS, ZipSourceError } from './zip-sync.ts';
