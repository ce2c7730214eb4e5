import InboxIcon from '@mui/icons-material/MoveToInbox';
import { lazy } from 'react';

/** Account requests from the public sign-up form: the owner approves or rejects them. */
export const companyRequests = {
  list: lazy(() => import('./CompanyRequestList')),
  show: lazy(() => import('./CompanyRequestShow')),
  icon: InboxIcon,
  recordRepresentation: 'companyName',
};
