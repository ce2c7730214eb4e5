import { Create } from 'react-admin';
import { PredefinedQuestionForm, toLibraryBody } from './PredefinedQuestionForm';

export default function PredefinedQuestionCreate() {
  return (
    <Create redirect="list" transform={toLibraryBody}>
      <PredefinedQuestionForm />
    </Create>
  );
}
