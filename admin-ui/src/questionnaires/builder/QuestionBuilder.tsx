import AddIcon from '@mui/icons-material/Add';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Alert, Box, Card, CardContent, CardHeader, List, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, useGetOne, useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import type { QuestionnaireQuestion } from '../../library/question.model';
import type { Questionnaire } from '../questionnaire.model';
import { LibraryDialog } from './LibraryDialog';
import { QuestionDialog } from './QuestionDialog';
import { QuestionRow } from './QuestionRow';
import { useQuestionOrder } from './useQuestionOrder';

type Editing = { question?: QuestionnaireQuestion } | null;

/**
 * The questions of a questionnaire: added from the library or written here, edited, moved
 * (drag, or the up and down buttons) and deleted; each change is saved at once.
 */
export function QuestionBuilder({ id }: { id: string }) {
  const translate = useTranslate();
  const { data, error } = useGetOne<Questionnaire>('questionnaire', { id });
  const questions = useMemo(
    () => [...(data?.questions ?? [])].sort((a, b) => a.position - b.position),
    [data?.questions],
  );
  const order = useQuestionOrder(id, questions);
  const [editing, setEditing] = useState<Editing>(null);
  const [library, setLibrary] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);

  if (error) return <LoadError message="resources.questionnaire.messages.load_failed" />;
  const shown = order.ordered;
  const hasSensitive = shown.some((question) => question.sensitive);

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="questions-title">
      <CardHeader
        title={translate('resources.questionnaire.builder.title', { smart_count: shown.length })}
        slotProps={{ title: { id: 'questions-title', component: 'h2', variant: 'h6' } }}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              label="resources.questionnaire.builder.from_library"
              onClick={() => setLibrary(true)}
            >
              <LibraryAddIcon />
            </Button>
            <Button
              variant="contained"
              label="resources.questionnaire.builder.write"
              onClick={() => setEditing({})}
            >
              <AddIcon />
            </Button>
          </Box>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {hasSensitive && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.questionnaire.builder.consent_note')}
          </Alert>
        )}
        {shown.length === 0 ? (
          <Typography color="text.secondary">
            {data ? translate('resources.questionnaire.builder.empty') : ''}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('resources.questionnaire.builder.order_help')}
            </Typography>
            <List aria-labelledby="questions-title" sx={{ py: 0 }}>
              {shown.map((question, index) => (
                <QuestionRow
                  key={question.id}
                  questionnaireId={id}
                  question={question}
                  index={index}
                  questions={shown}
                  busy={order.busy}
                  canMoveTo={(to) => order.canMove(index, to)}
                  onMove={(to) => order.move(index, to)}
                  onEdit={() => setEditing({ question })}
                  dragging={dragged === index}
                  onDragStart={() => setDragged(index)}
                  onDragEnd={() => setDragged(null)}
                  onDrop={() => {
                    if (dragged !== null && dragged !== index) order.move(dragged, index);
                    setDragged(null);
                  }}
                  acceptsDrop={dragged !== null && order.canMove(dragged, index)}
                />
              ))}
            </List>
          </>
        )}
      </CardContent>
      {editing && (
        <QuestionDialog
          questionnaireId={id}
          question={editing.question}
          questions={shown}
          onClose={() => setEditing(null)}
        />
      )}
      {library && (
        <LibraryDialog
          questionnaireId={id}
          added={new Set(shown.map((question) => question.predefinedQuestionId ?? ''))}
          onClose={() => setLibrary(false)}
        />
      )}
    </Card>
  );
}
