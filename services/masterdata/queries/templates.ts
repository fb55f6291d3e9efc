import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import type {
  CargoItemTemplateInput,
  CargoItemTemplateSortProperty,
} from '../../../contracts/masterdata/templates.ts';
import type { Db } from '../../db/index.ts';
import { containsPattern, type Pageable, paginate, type SortColumnsOf } from '../../db/paging.ts';
import type { CargoItemTemplatesTable } from '../tables.ts';
import type { OwnerScope } from './addresses.ts';

const templateFromRow = (row: Selectable<CargoItemTemplatesTable>) => ({
  id: row.id,
  ownerCustomerId: row.owner_customer_id,
  name: row.name,
  marking: row.marking,
  orderNumber: row.order_number,
  colliQty: row.colli_qty,
  packingCode: row.packing_code,
  goods: row.goods,
  dangerousGoods: row.dangerous_goods,
  weight: row.weight,
  length: row.length,
  width: row.width,
  height: row.height,
  isDefault: row.is_default,
});
export type CargoItemTemplateRecord = ReturnType<typeof templateFromRow>;

export async function listTemplates(
  db: Db,
  request: Pageable & { scope: OwnerScope; query?: string | undefined },
) {
  let base = db.selectFrom('cargo_item_templates');
  if (!request.scope.all) {
    base =
      request.scope.customerIds.length === 0
        ? base.where(sql<boolean>`false`)
        : base.where('owner_customer_id', 'in', request.scope.customerIds);
  }
  if (request.query) {
    const pattern = containsPattern(request.query);
    base = base.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('goods', 'ilike', pattern), eb('marking', 'ilike', pattern)]),
    );
  }
  const page = await paginate<Selectable<CargoItemTemplatesTable>>(
    base,
    request,
    {
      name: 'name',
      goods: 'goods',
      isDefault: 'is_default',
      weight: 'weight',
    } satisfies SortColumnsOf<CargoItemTemplateSortProperty>,
    ['name,asc'],
    'id',
  );
  return { ...page, content: page.content.map(templateFromRow) };
}

export async function findTemplate(db: Db, scope: OwnerScope, id: string) {
  const row = await db.selectFrom('cargo_item_templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !(scope.all || scope.customerIds.includes(row.owner_customer_id))) return undefined;
  return templateFromRow(row);
}

function columns(input: CargoItemTemplateInput) {
  return {
    name: input.name,
    marking: input.marking,
    order_number: input.orderNumber,
    colli_qty: input.colliQty,
    packing_code: input.packingCode,
    goods: input.goods,
    dangerous_goods: input.dangerousGoods,
    weight: input.weight,
    length: input.length,
    width: input.width,
    height: input.height,
    is_default: input.isDefault,
  };
}

/** One default template per customer: a new default replaces the old one. */
async function releaseDefault(db: Db, owner: string, keepId: string, isDefault: boolean) {
  if (!isDefault) return;
  await db
    .updateTable('cargo_item_templates')
    .set({ is_default: false })
    .where('owner_customer_id', '=', owner)
    .where('id', '<>', keepId)
    .where('is_default', '=', true)
    .execute();
}

export async function insertTemplate(db: Db, owner: string, input: CargoItemTemplateInput) {
  const row = await db
    .insertInto('cargo_item_templates')
    .values({ id: randomUUID(), owner_customer_id: owner, ...columns(input) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await releaseDefault(db, owner, row.id, input.isDefault);
  return templateFromRow(row);
}

export async function updateTemplate(db: Db, id: string, input: CargoItemTemplateInput) {
  const row = await db
    .updateTable('cargo_item_templates')
    .set(columns(input))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await releaseDefault(db, row.owner_customer_id, id, input.isDefault);
  return templateFromRow(row);
}

export async function deleteTemplate(db: Db, id: string) {
  await db.deleteFrom('cargo_item_templates').where('id', '=', id).execute();
}
