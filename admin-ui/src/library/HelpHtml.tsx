import { cleanRichText } from '@shared/rich-text';
import { Box, type SxProps } from '@mui/material';
import { useMemo } from 'react';

/** A question's rich-text help, as the respondent sees it. */
export function HelpHtml({ html, sx }: { html: string | null | undefined; sx?: SxProps }) {
  const clean = useMemo(() => cleanRichText(html), [html]);
  if (!clean) return null;
  return (
    <Box
      sx={{ '& p': { my: 0.5 }, '& a': { color: 'inherit' }, ...sx }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
