import ContactsIcon from '@mui/icons-material/Contacts';
import { lazy } from 'react';

/** The people the platform talks to at the company. */
export const contacts = {
  list: lazy(() => import('./ContactList')),
  create: lazy(() => import('./ContactCreate')),
  edit: lazy(() => import('./ContactEdit')),
  icon: ContactsIcon,
  recordRepresentation: 'name',
};
