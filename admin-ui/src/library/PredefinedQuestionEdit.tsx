import { Edit } from 'react-admin';
import { PredefinedQuestionForm, toLibraryBody } from './PredefinedQuestionForm';

/** Questionnaires keep copies: an edit here reaches only questions added from now on. */
export default function PredefinedQuestionEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={toLibraryBody}>
      <PredefinedQuestionForm />
    </Edit>
  );
}
