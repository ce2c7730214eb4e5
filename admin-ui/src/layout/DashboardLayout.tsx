import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DashboardAppBar } from './DashboardAppBar';
import { DashboardMenu } from './DashboardMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SubscriptionBanner } from './SubscriptionBanner';

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      menu={DashboardMenu}
      appBar={DashboardAppBar}
      // A flex item grows to its widest table unless allowed to shrink: the page, and its top
      // bar, stay as wide as the window, and a wide table scrolls inside its card.
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}
    >
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <ImpersonationBanner />
        <SubscriptionBanner />
      </Box>
      {children}
    </Layout>
  );
}
