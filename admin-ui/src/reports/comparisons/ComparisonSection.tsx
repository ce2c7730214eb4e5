import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A part of the report page: a heading that names its region, a line that says how to read it. */
export function ComparisonSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {children}
    </Box>
  );
}
