import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import { RequireModule } from '../common/RequireModule';

/** Questionnaires (module Survey): the builder is the edit page, the preview a page of its own. */
export const questionnaires = {
  list: lazy(() => import('./QuestionnaireList')),
  create: lazy(() => import('./QuestionnaireCreate')),
  edit: lazy(() => import('./QuestionnaireEdit')),
  icon: AssignmentIcon,
  recordRepresentation: 'name',
};

const Preview = lazy(() => import('./preview/QuestionnairePreview'));

// A route of its own is not guarded by react-admin's resource check: the module map is.
export const QuestionnairePreview = () => (
  <RequireModule resource="questionnaire" element={<Preview />} />
);
