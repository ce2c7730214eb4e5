import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazy } from 'react';

/** The company's organizations (units, branches): each has a type. */
export const organizations = {
  list: lazy(() => import('./OrganizationList')),
  create: lazy(() => import('./OrganizationCreate')),
  edit: lazy(() => import('./OrganizationEdit')),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
