import { useEffect, useRef } from 'react';

/**
 * Names the browser tab after the page, and after a client-side navigation moves focus to the
 * page's heading, so screen-reader users hear that the page changed (a full load does this by
 * itself). Returns the ref for the `<h1 tabIndex={-1}>`.
 */
export function usePageHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Diversitera`;
  }, [title]);
  useEffect(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) heading.current?.focus();
  }, []);
  return heading;
}
