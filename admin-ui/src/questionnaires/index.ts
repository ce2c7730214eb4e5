import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';

/** Questionnaires (module Survey): the builder is the edit page, the preview a page of its own. */
export const questionnaires = {
  list: lazy(() => import('./QuestionnaireList')),
  create: lazy(() => import('./QuestionnaireCreate')),
  edit: lazy(() => import('./QuestionnaireEdit')),
  icon: AssignmentIcon,
  recordRepresentation: 'name',
};

export const QuestionnairePreview = lazy(() => import('./preview/QuestionnairePreview'));
