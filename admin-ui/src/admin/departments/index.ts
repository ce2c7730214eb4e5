import GroupsIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';

/** Departments, each inside one of the company's organizations. */
export const departments = {
  list: lazy(() => import('./DepartmentList')),
  create: lazy(() => import('./DepartmentCreate')),
  edit: lazy(() => import('./DepartmentEdit')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
