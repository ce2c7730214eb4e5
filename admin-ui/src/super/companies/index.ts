import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';

/** Customer companies (platform owner): list, create, edit, show; each screen loads on first use. */
export const companies = {
  list: lazy(() => import('./CompanyList')),
  create: lazy(() => import('./CompanyCreate')),
  edit: lazy(() => import('./CompanyEdit')),
  show: lazy(() => import('./CompanyShow')),
  icon: BusinessIcon,
  recordRepresentation: 'companyName',
};
