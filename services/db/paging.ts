import {
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type StringReference,
  sql,
} from 'kysely';
import { ValidationError } from '../domain/errors.ts';
import type { Database } from './database.ts';

/** A page request: zero-based page number, page size and `property,direction` sort strings. */
export interface Pageable {
  page: number;
  size: number;
  sort?: string | string[] | undefined;
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
}

/** Sortable properties: a column name, or an expression for computed orders. */
export type SortColumns = Record<string, string | Expression<unknown>>;

/** The columns of a list whose sortable properties its contract names (`sort` is an enum of them). */
export type SortColumnsOf<P extends string> = Record<P, string | Expression<unknown>>;

/**
 * Turns `sort` parameters into ORDER BY terms over the allowed properties; an unknown property is a
 * field error on `sort`, so a typo never silently sorts by something else.
 */
export function sortTerms(
  sort: Pageable['sort'],
  columns: SortColumns,
  fallback: string[],
): { column: string | Expression<unknown>; direction: 'asc' | 'desc' }[] {
  const requested = (Array.isArray(sort) ? sort : sort ? [sort] : []).filter((entry) => entry.trim());
  const terms = (requested.length > 0 ? requested : fallback).map((entry) => {
    const [property = '', direction = 'asc'] = entry.split(',').map((part) => part.trim());
    const column = columns[property];
    const normalized = direction.toLowerCase();
    if (!column || (normalized !== 'asc' && normalized !== 'desc')) {
      throw new ValidationError([{ field: 'sort', defaultMessage: 'sort.invalid' }]);
    }
    return { column, direction: normalized as 'asc' | 'desc' };
  });
  return terms;
}

/** `%text%` for ILIKE, with the pattern characters of the user's text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The free-text search of a list: any of `columns` contains `text`, ignoring case. */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly StringReference<DB, TB>[],
  text: string,
) {
  const pattern = containsPattern(text);
  return eb.or(columns.map((column) => sql<boolean>`${eb.ref(column)} ilike ${pattern}`));
}

/**
 * Runs `base` (a filtered query without selection) once for the total and once for the page.
 * `tiebreak` makes the order total, so pages never repeat or skip rows.
 */
export async function paginate<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: the helper serves every table of the module
  base: SelectQueryBuilder<Database, any, object>,
  pageable: Pageable,
  columns: SortColumns,
  fallback: string[],
  tiebreak: string,
): Promise<Page<Row>> {
  const terms = sortTerms(pageable.sort, columns, fallback);
  const counted = await base.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
  let query = base.selectAll();
  for (const term of [...terms, { column: tiebreak, direction: 'asc' as const }]) {
    const expression = typeof term.column === 'string' ? sql.ref(term.column) : term.column;
    query = query.orderBy(expression, term.direction);
  }
  const rows = await query
    .limit(pageable.size)
    .offset(pageable.page * pageable.size)
    .execute();
  return {
    content: rows as Row[],
    number: pageable.page,
    size: pageable.size,
    totalElements: Number((counted as { total?: string } | undefined)?.total ?? 0),
  };
}
