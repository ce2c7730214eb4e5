import PollIcon from '@mui/icons-material/Poll';
import { lazy } from 'react';

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

export const SurveyCreate = lazy(() => import('./SurveyCreate'));
export const SurveyEdit = lazy(() => import('./SurveyEdit'));
