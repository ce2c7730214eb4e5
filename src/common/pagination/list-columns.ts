/**
 * The `alias.property` selections of a list's page, its primary key first. Pages are rendered
 * from the builder as it stands (prepared-page.ts), which adds no key of its own, and TypeORM's
 * transformer groups rows into entities by that key; the property names are checked against the
 * entity, so a renamed column fails to compile instead of failing in SQL.
 */
export function listColumns<T extends { id: unknown }>(
  alias: string,
  properties: ReadonlyArray<Exclude<keyof T, 'id'> & string>,
): string[] {
  return [`${alias}.id`, ...properties.map((property) => `${alias}.${property}`)];
}
