import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { SurveyForm, toSurveyBody } from './SurveyForm';

/** Spec §2 `survey/create-survey/:id`: a draft, or what a sent survey still lets change. */
export default function SurveyEdit() {
  const { id = '' } = useParams();
  return (
    <Edit
      resource="survey"
      id={id}
      mutationMode="pessimistic"
      transform={toSurveyBody}
      redirect={(_resource, recordId) => `survey/${recordId}/show`}
    >
      <SurveyForm />
    </Edit>
  );
}
