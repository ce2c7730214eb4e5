import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  AutocompleteArrayInput,
  Button,
  Form,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  AutocompleteInput,
  SaveButton,
  SelectInput,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { fetchFile, saveFile } from '../../providers/fileDownload';
import { LANGUAGES } from '../../i18n/languages';
import { base } from '../survey.api';

export type PrintKind = 'poster' | 'code-sheet';

/**
 * Printable ways in, as PDF: posters (one per chosen department, each with its own code for
 * any number of answers, or one for everyone) or a sheet of single-use codes to hand out.
 */
export function PrintCodesDialog({
  surveyId,
  kind,
  onDone,
  onClose,
}: {
  surveyId: string;
  kind: PrintKind;
  onDone: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const t = (key: string) => `resources.survey.print.${key}`;

  const submit = async (values: Record<string, unknown>) => {
    const language = (values.language as string) || locale;
    const body =
      kind === 'poster'
        ? { departmentIds: values.departmentIds ?? [], language }
        : {
            count: Number(values.count) || 10,
            ...(values.departmentId ? { departmentId: values.departmentId } : {}),
            language,
          };
    try {
      const answer = await fetchFile(`${base(surveyId)}/${kind}`, {
        language: locale,
        fallbackName: `${kind}.pdf`,
        body,
      });
      if (answer.kind === 'file') saveFile(answer.blob, answer.fileName);
      onDone();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="print-codes-title">
      <Form onSubmit={submit} defaultValues={{ language: locale, count: 10 }}>
        <DialogTitle id="print-codes-title">{translate(t(`${kind}.title`))}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate(t(`${kind}.help`))}
          </Typography>
          {kind === 'poster' ? (
            <ReferenceArrayInput
              source="departmentIds"
              reference="department"
              perPage={100}
              sort={{ field: 'name', order: 'ASC' }}
            >
              <AutocompleteArrayInput
                optionText="name"
                label={t('departments')}
                helperText={t('departments_help')}
                fullWidth
              />
            </ReferenceArrayInput>
          ) : (
            <>
              <NumberInput source="count" label={t('count')} min={1} max={200} step={1} />
              <ReferenceInput source="departmentId" reference="department" perPage={100}>
                <AutocompleteInput optionText="name" label={t('department')} fullWidth />
              </ReferenceInput>
            </>
          )}
          <SelectInput
            source="language"
            label={t('language')}
            choices={LANGUAGES.map(({ code, name }) => ({ id: code, name }))}
            translateChoice={false}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton label={t(`${kind}.download`)} icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
