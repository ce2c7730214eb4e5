import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardMethods } from './dashboard.api';

/**
 * react-admin's calls and the dashboard's own. Each resource's methods are merged into this
 * interface where the provider is assembled (app/dataProvider.ts), above the resources, so that
 * the resources' screens read it typed without this file knowing any of them.
 */
export interface DashboardDataProvider extends DataProvider, DashboardMethods {}

export const useDashboardData = () => useDataProvider<DashboardDataProvider>();
