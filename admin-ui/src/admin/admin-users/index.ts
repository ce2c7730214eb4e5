import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazy } from 'react';

/** The company's administrators: invited by e-mail, edited, deactivated (module AdminUser). */
export const adminUsers = {
  list: lazy(() => import('./AdminUserList')),
  create: lazy(() => import('./AdminUserCreate')),
  edit: lazy(() => import('./AdminUserEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
