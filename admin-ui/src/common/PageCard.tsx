import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A custom page's frame: the app bar title and one card. */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
