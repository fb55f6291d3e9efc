import type { FieldError } from '../../../contracts/problem.ts';
import { formatZipCode } from '../../../contracts/rules/zip-codes.ts';
import type { Db } from '../../db/index.ts';
import { ValidationError } from '../../domain/errors.ts';
import { dateIn } from '../../domain/rules/index.ts';
import type { ProductPartyFlag } from '../tables.ts';
import { rangesCovering } from './locations.ts';
import { type ProductRecord, productFromRow } from './reference.ts';

const PARTY_FLAGS: ProductPartyFlag[] = ['originIsCustomer', 'originIsNeutral', 'destinationIsCustomer'];

export interface RouteQuery {
  originAlpha2Code?: string | undefined;
  originZipCode?: string | undefined;
  destinationAlpha2Code?: string | undefined;
  destinationZipCode?: string | undefined;
  /** The sender is the ordering customer itself (its own address). */
  originIsCustomer?: boolean | undefined;
  /** The shipment goes out under a neutral sender. */
  originIsNeutral?: boolean | undefined;
  /** The consignee is the ordering customer itself. */
  destinationIsCustomer?: boolean | undefined;
  /** A planned pickup day (YYYY-MM-DD); checked only, see docs/decisions 0011. */
  shippingDate?: string | undefined;
}

function place(errors: FieldError[], prefix: 'origin' | 'destination', country?: string, zipCode?: string) {
  if (!country || !zipCode) {
    errors.push({
      field: `${prefix}${country ? 'ZipCode' : 'Alpha2Code'}`,
      defaultMessage: 'product.senderAndConsigneeRequired',
    });
    return undefined;
  }
  const formatted = formatZipCode(country, zipCode);
  if (!formatted) {
    errors.push({ field: `${prefix}ZipCode`, defaultMessage: 'zipCode.invalid-for-country' });
    return undefined;
  }
  return { country: country.toUpperCase(), zipCode: formatted };
}

/**
 * The products offered between two places (docs/decisions: products by origin and destination):
 * national products within one country, international ones across borders, both for scope ALL;
 * then the routing of the branch whose zone covers the origin removes what its product map says NO to,
 * and the parties of the order remove the products they rule out (docs/decisions/0049).
 */
export async function productsByOriginAndDestination(
  db: Db,
  route: RouteQuery,
  now = new Date(),
): Promise<ProductRecord[]> {
  const errors: FieldError[] = [];
  const origin = place(errors, 'origin', route.originAlpha2Code, route.originZipCode);
  const destination = place(errors, 'destination', route.destinationAlpha2Code, route.destinationZipCode);
  if (!origin || !destination) throw new ValidationError(errors, 'product.senderAndConsigneeRequired');
  // A past pickup day cannot be planned; today is the day at the portal's home (German) branches.
  if (route.shippingDate && route.shippingDate < dateIn(now, 'Europe/Berlin')) {
    throw new ValidationError([{ field: 'shippingDate', defaultMessage: 'shipment.shippingDate.past' }]);
  }

  const national = origin.country === destination.country;
  const candidates = await db
    .selectFrom('products')
    .selectAll()
    .where('scope', 'in', ['ALL', national ? 'NATIONAL' : 'INTERNATIONAL'])
    .orderBy('position')
    .orderBy('identifier')
    .execute();

  const [zone] = await rangesCovering(db, 'ZONE', origin.country, origin.zipCode);
  const routing = zone
    ? (await rangesCovering(db, 'ROUTING', destination.country, destination.zipCode)).find(
        (range) => range.location === zone.location,
      )
    : undefined;
  const productMap = routing?.product_map ?? {};
  const raised = PARTY_FLAGS.filter((flag) => route[flag] === true);
  return candidates
    .filter((row) => productMap[row.identifier] !== 'NO')
    .filter((row) => !row.excluded_when.some((flag) => raised.includes(flag)))
    .map(productFromRow);
}
