import {
  DeleteButton,
  Edit,
  ListButton,
  required,
  SimpleForm,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { DANGER_ON_GREY, FormToolbar } from '../library/FormToolbar';
import { useParams } from 'react-router-dom';
import { QuestionBuilder } from './builder/QuestionBuilder';
import { PreviewButton } from './QuestionnaireList';

/** Only what `PUT /admin/questionnaire/{id}` takes: the questions have calls of their own. */
const editable = ({ name, description }: Record<string, unknown>) => ({
  name,
  description: description || null,
});

/** The questionnaire's name and description, and below them the question builder. */
export default function QuestionnaireEdit() {
  const { id = '' } = useParams();
  return (
    <>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        transform={editable}
        actions={
          <TopToolbar>
            <PreviewButton />
            <ListButton />
          </TopToolbar>
        }
      >
        <SimpleForm
          sx={{ maxWidth: 720 }}
          toolbar={
            <FormToolbar>
              <DeleteButton mutationMode="pessimistic" sx={DANGER_ON_GREY} />
            </FormToolbar>
          }
        >
          <TextInput source="name" validate={required()} fullWidth />
          <TextInput source="description" multiline minRows={2} fullWidth />
        </SimpleForm>
      </Edit>
      <QuestionBuilder id={id} />
    </>
  );
}
