/** The attributes of one start tag, whatever their order and quoting. */
function attributes(tag) {
  const found = {};
  const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const [, name, double, single, bare] of tag.matchAll(pattern)) {
    found[name.toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return found;
}

/**
 * The JavaScript a first visit loads, as named by the built index.html: every external script
 * and every module preload, in order, each once.
 */
export function firstLoadScripts(html) {
  const files = [];
  for (const [, element, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    const file =
      element.toLowerCase() === 'script'
        ? attrs.src
        : (attrs.rel ?? '').toLowerCase().split(/\s+/).includes('modulepreload')
          ? attrs.href
          : undefined;
    if (file && !files.includes(file)) files.push(file);
  }
  return files;
}
