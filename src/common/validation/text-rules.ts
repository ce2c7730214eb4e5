/**
 * Text the API refuses wherever it comes from (query, path, JSON body, multipart field or file
 * name), before any rule of a route sees it:
 * - the NUL character: PostgreSQL stores it neither in text columns nor in jsonb, and no person
 *   types it;
 * - a lone UTF-16 surrogate (`"\ud800"` in JSON): it is not a character at all; jsonb refuses it,
 *   a text column would silently store U+FFFD instead, and URI helpers (the e-mail check's)
 *   throw on it.
 */
export function isAcceptableText(text: string): boolean {
  return !UNACCEPTABLE.test(text);
}

/** NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNACCEPTABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) in a parsed input that is not acceptable text,
 * `''` for the input itself, or undefined when all of it is. Walked without recursion: the
 * input may be deep.
 */
export function unacceptableTextPath(input: unknown, root = ''): string | undefined {
  const pending: Array<[unknown, string]> = [[input, root]];
  while (pending.length) {
    const [node, path] = pending.pop() as [unknown, string];
    if (typeof node === 'string') {
      if (!isAcceptableText(node)) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      if (!isAcceptableText(key)) return path;
      pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return undefined;
}
