import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer';
import { preparedQuery } from '../database/prepared-query';
import type { OrderClause } from './page-query.dto';

/** Where a statement's value comes from: a named parameter, or one item of a spread one. */
interface Slot {
  key: string;
  index?: number;
}

interface PageStatement {
  name: string;
  text: string;
  slots: Slot[];
  /**
   * TypeORM's row-to-entity transformer, kept with the statement: it works out which raw column
   * feeds which property once per instance and caches it, and everything it reads (selections,
   * joins, metadata) is part of the statement's shape. A new one on every call redid that work,
   * a ninth of a list call's JavaScript time.
   */
  entities: RawSqlResultsToEntityTransformer;
}

/**
 * One statement per list shape (the query's joins and conditions, the order, the sizes of spread
 * parameters). Shapes are written in code, not taken from callers, so this stays small.
 */
const statements = new Map<string, PageStatement>();

/**
 * What decides a page's SQL text, read from the builder without rendering it: rendering (alias
 * and property resolution) was the largest share of TypeORM's time on every list call.
 */
function shapeOf(query: SelectQueryBuilder<ObjectLiteral>, order: OrderClause): string {
  const map = query.expressionMap;
  // A function's value is written into the text itself.
  const parameters = Object.entries(query.getParameters()).map(([key, value]) =>
    Array.isArray(value)
      ? `${key}[${value.length}]`
      : typeof value === 'function'
        ? `${key}=${(value as () => string)()}`
        : key,
  );
  return JSON.stringify([
    map.mainAlias?.name,
    map.mainAlias?.hasMetadata ? map.mainAlias.metadata.tablePath : map.mainAlias?.subQuery,
    map.selects,
    map.joinAttributes.map((join) => [
      join.direction,
      typeof join.entityOrProperty === 'string' ? join.entityOrProperty : join.alias.name,
      join.alias.name,
      join.condition,
      join.isSelected,
    ]),
    map.wheres,
    map.groupBys,
    map.havings,
    map.withDeleted,
    parameters,
    order,
  ]);
}

/** Renders the page's statement once, its parameters numbered, LIMIT and OFFSET last. */
function prepare(query: SelectQueryBuilder<ObjectLiteral>, order: OrderClause): PageStatement {
  const paged = query
    .clone()
    .addSelect('COUNT(*) OVER ()', 'page_total')
    .orderBy(order.expression, order.direction, 'NULLS LAST')
    .addOrderBy(`${query.alias}.id`, 'ASC');
  // Rendered with markers in place of values, so that each call only fills the slots in.
  const markers = Object.fromEntries(
    Object.entries(paged.getParameters()).map(([key, value]): [string, unknown] => [
      key,
      Array.isArray(value)
        ? Object.assign(
            value.map((_, index): Slot => ({ key, index })),
            { key },
          )
        : typeof value === 'function'
          ? value
          : { key },
    ]),
  );
  const [text, slots] = query.connection.driver.escapeQueryWithParameters(
    paged.getQuery(),
    markers,
  ) as [string, Slot[]];
  const next = slots.length + 1;
  return {
    // Its own copy of the builder's map, which the caller's builder may go on to change.
    entities: new RawSqlResultsToEntityTransformer(
      query.clone().expressionMap,
      query.connection.driver,
      [],
      undefined,
    ),
    name: `list-page-${statements.size + 1}`,
    // Lists join only to-one relations, so plain OFFSET/LIMIT is exact; skip/take would wrap the
    // query in a DISTINCT subquery that costs several times more.
    text: `${text} LIMIT $${next} OFFSET $${next + 1}`,
    slots,
  };
}

/**
 * A page of `query` in `order`, with the window count, read by a named prepared statement
 * (planned once per connection; TypeORM sends every statement unnamed) and turned into entities
 * by TypeORM's own transformer, so callers get exactly what `getRawAndEntities` gave them. Lists
 * are read outside transactions, from the pool.
 */
export async function preparedPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  order: OrderClause,
  offset: number,
  limit: number,
): Promise<{ entities: T[]; total: number | null }> {
  const shape = shapeOf(query, order);
  let statement = statements.get(shape);
  if (!statement) {
    statement = prepare(query, order);
    statements.set(shape, statement);
  }
  const parameters = query.getParameters();
  const values = statement.slots.map(({ key, index }) =>
    index === undefined ? parameters[key] : (parameters[key] as unknown[])[index],
  );
  const rows = await preparedQuery<{ page_total: string }>(
    query.connection,
    statement.name,
    statement.text,
    [...values, limit, offset],
  );
  const entities = rows.length
    ? (statement.entities.transform(rows, query.expressionMap.mainAlias!) as T[])
    : [];
  return { entities, total: rows.length ? Number(rows[0].page_total) : null };
}
