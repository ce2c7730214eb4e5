import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  Button,
  Form,
  HttpError,
  SaveButton,
  SimpleFormIterator,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { ResponseModel } from './question.model';
import {
  responseModelBody,
  validateResponseModel,
  type ResponseModelValues,
} from './responseModelForm';

const validate = (values: Record<string, unknown>) =>
  validateResponseModel(values as unknown as ResponseModelValues);

/**
 * A response model written or changed in a dialog: the API has no single-model read for the
 * owner, so the list's record is the one edited.
 */
export function ResponseModelDialog({
  model,
  onClose,
}: {
  model?: ResponseModel;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();

  const submit = async (values: Record<string, unknown>) => {
    const data = responseModelBody(values as unknown as ResponseModelValues);
    try {
      if (model) {
        await update(
          'response-model',
          { id: model.id, data, previousData: model },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create('response-model', { data }, { returnPromise: true });
      }
      notify(`resources.response-model.messages.${model ? 'updated' : 'created'}`, {
        type: 'success',
      });
      onClose();
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
        if (errors) return errors;
      }
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  const defaults: ResponseModelValues = model
    ? { names: { ...model.names }, options: model.options.map((option) => ({ ...option })) }
    : { names: {}, options: [{ labels: {} }, { labels: {} }] };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="response-model-title">
      <Form onSubmit={submit} defaultValues={defaults} validate={validate}>
        <DialogTitle id="response-model-title">
          {translate(`resources.response-model.actions.${model ? 'edit' : 'create'}`)}
        </DialogTitle>
        <DialogContent>
          <TextInput
            source="names.pt-BR"
            label="resources.response-model.fields.name_pt"
            fullWidth
          />
          <TextInput
            source="names.en-US"
            label="resources.response-model.fields.name_en"
            fullWidth
          />
          <TextInput
            source="names.es-ES"
            label="resources.response-model.fields.name_es"
            fullWidth
          />
          <ArrayInput source="options" label="resources.response-model.fields.options">
            <SimpleFormIterator inline disableClear>
              <TextInput
                source="labels.pt-BR"
                label="library.options.label_pt"
                helperText={false}
              />
              <TextInput
                source="labels.en-US"
                label="library.options.label_en"
                helperText={false}
              />
              <TextInput
                source="labels.es-ES"
                label="library.options.label_es"
                helperText={false}
              />
              <BooleanInput
                source="favourable"
                label="library.options.favourable"
                helperText={false}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
