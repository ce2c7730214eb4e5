import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Text an administrator wrote as rich text (sanitized by the server, and again here). */
export function RichText({ html, className }: { html: string; className: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
