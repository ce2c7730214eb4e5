import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ValidationFailedException } from '../http/app-exceptions';
import { OrderClause, Page, PageQueryDto } from './page-query.dto';
import { preparedPage } from './prepared-page';

/** Public order names mapped to the SQL expressions they sort by. */
export type OrderWhitelist = Record<string, string>;

/** The requested order, or 400 naming the allowed fields; lists never sort by arbitrary columns. */
export function resolveOrder(
  order: string | undefined,
  whitelist: OrderWhitelist,
  fallback: string,
): OrderClause {
  const requested = order ?? fallback;
  const field = requested.replace(/^-/, '');
  // Own names only: `?order=toString` read Object.prototype's function and reached SQL (500).
  const expression = Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
  if (!expression) {
    throw ValidationFailedException.of('order', 'validation.orderField', {
      fields: Object.keys(whitelist).join(', '),
    });
  }
  return { expression, direction: requested.startsWith('-') ? 'DESC' : 'ASC' };
}

/**
 * One page of a query in the order asked for, and the total in the same scan (a window count).
 * A tie-breaker on the id keeps pages stable when many rows share a sort value.
 */
export async function paginate<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  pageQuery: PageQueryDto,
  whitelist: OrderWhitelist,
  fallbackOrder: string,
): Promise<Page<T>> {
  const order = resolveOrder(pageQuery.order, whitelist, fallbackOrder);
  const { entities, total: pageTotal } = await preparedPage(
    query,
    order,
    (pageQuery.page - 1) * pageQuery.pageSize,
    pageQuery.pageSize,
  );
  // Past the last page there is no row to carry the window count.
  const total = pageTotal ?? (await query.getCount());
  return { items: entities, total, page: pageQuery.page, pageSize: pageQuery.pageSize };
}

export function mapPage<T, R>(page: Page<T>, map: (item: T) => R): Page<R> {
  return { ...page, items: page.items.map(map) };
}
