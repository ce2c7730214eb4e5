import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { DashboardAppBar } from './DashboardAppBar';
import { DashboardMenu } from './DashboardMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { SubscriptionBanner } from './SubscriptionBanner';

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={DashboardMenu} appBar={DashboardAppBar}>
      <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
        <ImpersonationBanner />
        <SubscriptionBanner />
      </Box>
      {children}
    </Layout>
  );
}
