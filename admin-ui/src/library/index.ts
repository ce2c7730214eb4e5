import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import { lazy } from 'react';

/** The platform's DE&I question library (the owner's): predefined questions, retired not deleted. */
export const predefinedQuestions = {
  list: lazy(() => import('./PredefinedQuestionList')),
  create: lazy(() => import('./PredefinedQuestionCreate')),
  edit: lazy(() => import('./PredefinedQuestionEdit')),
  icon: LibraryBooksIcon,
};

/** The platform's response models (scales and option sets), edited in a dialog on the list. */
export const responseModels = {
  list: lazy(() => import('./ResponseModelList')),
  icon: LinearScaleIcon,
};
