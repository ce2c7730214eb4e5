/**
 * The server keeps question help as sanitized HTML; this second allowlist (the server's own:
 * paragraphs, emphasis, lists, links) keeps a mistake there from running script here.
 */
const ALLOWED = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A']);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'SVG',
  'MATH',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

export function cleanHelpHtml(html: string | null | undefined): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  clean(body);
  return body.innerHTML;
}

function clean(parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.remove();
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (!ALLOWED.has(tag)) {
      if (DROPPED.has(tag)) element.remove();
      else {
        clean(element);
        element.replaceWith(...element.childNodes);
      }
      continue;
    }
    const href = tag === 'A' ? element.getAttribute('href')?.trim() : undefined;
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    if (href && SAFE_HREF.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    clean(element);
  }
}
