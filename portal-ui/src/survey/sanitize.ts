/**
 * The server sends question help as sanitized HTML; this second, client-side allowlist keeps a
 * mistake there from ever running script here. Formatting tags and web/mail links survive;
 * everything else is unwrapped to its text, or dropped with its content when it is active.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'UL',
  'OL',
  'LI',
  'A',
  'SPAN',
  'SMALL',
  'SUB',
  'SUP',
  'BLOCKQUOTE',
  'H3',
  'H4',
  'H5',
  'H6',
]);
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'IMG',
  'VIDEO',
  'AUDIO',
  'FORM',
  'INPUT',
  'BUTTON',
  'TEXTAREA',
  'SELECT',
  'LINK',
  'META',
  'BASE',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

export function sanitizeHtml(html: string): string {
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
