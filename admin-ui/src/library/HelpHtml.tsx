import { Box, type SxProps } from '@mui/material';
import { useMemo } from 'react';
import { cleanHelpHtml } from './helpHtml';

/** A question's rich-text help, as the respondent sees it. */
export function HelpHtml({ html, sx }: { html: string | null | undefined; sx?: SxProps }) {
  const clean = useMemo(() => cleanHelpHtml(html), [html]);
  if (!clean) return null;
  return (
    <Box
      sx={{ '& p': { my: 0.5 }, '& a': { color: 'inherit' }, ...sx }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
