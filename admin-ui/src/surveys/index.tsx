import PollIcon from '@mui/icons-material/Poll';
import { lazy } from 'react';
import { RequireModule } from '../common/RequireModule';

/**
 * Surveys (module Survey). The spec's routes (§2): the list at `survey`, a draft at
 * `survey/create-survey` and `survey/create-survey/:id`; each survey's page at `survey/:id/show`.
 */
export const surveys = {
  list: lazy(() => import('./SurveyList')),
  show: lazy(() => import('./SurveyShow')),
  icon: PollIcon,
  recordRepresentation: 'name',
};

const Create = lazy(() => import('./SurveyCreate'));
const Edit = lazy(() => import('./SurveyEdit'));

// Routes of their own are not guarded by react-admin's resource check: the module map is.
export const SurveyCreate = () => <RequireModule resource="survey" element={<Create />} />;
export const SurveyEdit = () => <RequireModule resource="survey" element={<Edit />} />;
