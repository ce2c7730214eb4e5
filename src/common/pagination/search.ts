/**
 * LIKE patterns from what someone typed in a search box. `%` and `_` typed there mean themselves,
 * not "anything": they are escaped with PostgreSQL's default LIKE escape character, `\`.
 * Patterns go through `search_text()` or `lower()` in SQL unchanged: neither touches `\ % _`.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Rows whose value contains the text. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;

/** Rows whose value starts with the text (a CNPJ prefix, say), which a b-tree index can serve. */
export const startingWith = (text: string): string => `${escapeLike(text)}%`;
