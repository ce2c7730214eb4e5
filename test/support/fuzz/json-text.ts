/**
 * JSON written by hand rather than by JSON.stringify, so that a fuzzed body can hold what a JS
 * value cannot: `__proto__` as an own key, a key twice, numbers past a double (`1e400`).
 */
export class Raw {
  constructor(readonly text: string) {}
}

export class Obj {
  constructor(readonly entries: Array<[string, JsonNode]>) {}
}

export type JsonNode = null | boolean | number | string | Raw | Obj | JsonNode[];

export function jsonText(node: JsonNode): string {
  if (node instanceof Raw) return node.text;
  if (node instanceof Obj)
    return `{${node.entries.map(([key, value]) => `${quote(key)}:${jsonText(value)}`).join(',')}}`;
  if (Array.isArray(node)) return `[${node.map(jsonText).join(',')}]`;
  if (typeof node === 'string') return quote(node);
  return JSON.stringify(node);
}

/** JSON.stringify escapes lone surrogates as \udXXX, which is what a client would send. */
const quote = (text: string) => JSON.stringify(text);

/** A node as plain text, for query strings and multipart fields. */
export function plainText(node: JsonNode): string {
  if (typeof node === 'string') return node;
  if (node instanceof Raw) return node.text;
  return jsonText(node);
}
