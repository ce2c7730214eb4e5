import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazy } from 'react';

/** Plans: which modules a company gets and how many employees it may have. */
export const plans = {
  list: lazy(() => import('./PlanList')),
  create: lazy(() => import('./PlanCreate')),
  edit: lazy(() => import('./PlanEdit')),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
};
