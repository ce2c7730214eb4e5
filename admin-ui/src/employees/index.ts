import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';

/** The company's employees (module Employee); the spreadsheet import lives in ../imports. */
export const employees = {
  list: lazy(() => import('./EmployeeList')),
  create: lazy(() => import('./EmployeeCreate')),
  edit: lazy(() => import('./EmployeeEdit')),
  icon: BadgeIcon,
  recordRepresentation: 'name',
};
