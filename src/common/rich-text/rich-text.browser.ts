import { RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from './rich-text.model';

/**
 * The server keeps rich text sanitized; this second pass with its own allowlist keeps a mistake
 * there from ever running script in a browser. Allowed tags and web/mail links survive;
 * everything else is unwrapped to its text, or dropped with its content when it is active.
 * It needs the browser's DOMParser, which is why the API's build leaves it out.
 */
const ALLOWED = new Set(RICH_TEXT_TAGS.map((tag) => tag.toUpperCase()));
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
const SAFE_HREF = new RegExp(`^(${RICH_TEXT_SCHEMES.join('|')}):`, 'i');

export function cleanRichText(html: string | null | undefined): string {
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
