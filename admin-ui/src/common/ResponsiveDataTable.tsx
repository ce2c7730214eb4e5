import { Box, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList, type SimpleListProps } from 'react-admin';

/**
 * A list's data table on wider screens; below `sm` the same records as a compact list, since a
 * table of six columns laid a phone's page out 900–1200 px wide and the browser zoomed it out.
 * The row opens the record, whose page keeps the actions the table's last column had. Between
 * the two, a table wider than its card scrolls inside it, never widening the page.
 */
export function ResponsiveDataTable({
  children,
  ...mobile
}: { children: ReactNode } & Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'rowClick' | 'rightIcon'
>) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return small ? (
    <SimpleList {...mobile} />
  ) : (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{children}</Box>
  );
}
