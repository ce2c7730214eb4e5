import { Create } from 'react-admin';
import { SurveyForm, toSurveyBody } from './SurveyForm';

/** A draft survey; it goes out from its page, after a last look (spec §2 `survey/create-survey`). */
export default function SurveyCreate() {
  return (
    <Create
      resource="survey"
      transform={toSurveyBody}
      redirect={(_resource, id) => `survey/${id}/show`}
    >
      <SurveyForm />
    </Create>
  );
}
