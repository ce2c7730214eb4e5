import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

/** The company's audit log, read-only, for its administrators (module Company). */
export const auditEntries = {
  list: lazy(() => import('./AuditList')),
  icon: HistoryIcon,
};
