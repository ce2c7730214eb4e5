import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** The people's requests about their data (LGPD art. 18), for any administrator of the company. */
export const privacyRequests = {
  list: lazy(() => import('./PrivacyRequestList')),
  show: lazy(() => import('./PrivacyRequestShow')),
  icon: GavelIcon,
  recordRepresentation: (record: { person?: { name?: string } }) => record.person?.name ?? '',
};
