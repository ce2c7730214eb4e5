import { cleanRichText } from '@shared/rich-text';
import { useMemo } from 'react';

/** Text an administrator wrote as rich text (sanitized by the server, and again here). */
export function RichText({ html, className }: { html: string; className: string }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
