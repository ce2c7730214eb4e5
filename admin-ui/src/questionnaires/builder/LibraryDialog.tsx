import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useGetList, useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { QUESTION_CATEGORIES, type PredefinedQuestion } from '../../library/question.model';
import { LibraryItem } from './LibraryItem';

/**
 * The platform's library, read-only: browse by category, read each question in pt-BR and the
 * other languages, and copy it into the questionnaire (later library edits do not reach it).
 */
export function LibraryDialog({
  questionnaireId,
  added,
  onClose,
}: {
  questionnaireId: string;
  added: ReadonlySet<string>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const {
    data = [],
    isPending,
    error,
  } = useGetList<PredefinedQuestion>('library-question', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
    filter: { category: category ?? undefined, q: search.trim() || undefined },
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="library-title">
      <DialogTitle id="library-title">
        {translate('resources.questionnaire.library.title')}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.questionnaire.library.help')}
        </Typography>
        <Stack
          direction="row"
          role="group"
          aria-label={translate('library.fields.category')}
          sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}
        >
          {[null, ...QUESTION_CATEGORIES].map((value) => (
            <Chip
              key={value ?? 'all'}
              label={translate(value ? `library.categories.${value}` : 'library.categories.all')}
              color={category === value ? 'primary' : 'default'}
              variant={category === value ? 'filled' : 'outlined'}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            />
          ))}
        </Stack>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={translate('ra.action.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 2 }}
        />
        {isPending && <LinearProgress />}
        {error ? <LoadError message="resources.questionnaire.library.load_failed" /> : null}
        {!isPending && !error && data.length === 0 && (
          <Typography color="text.secondary">
            {translate('resources.questionnaire.library.empty')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {data.map((question) => (
            <LibraryItem
              key={question.id}
              questionnaireId={questionnaireId}
              question={question}
              added={added.has(question.id)}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}
