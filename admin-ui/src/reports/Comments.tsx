import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Comments as CommentsView } from './report.api';

/** Free-text answers when the API lists them (never for small groups or beside demographics). */
export function Comments({ comments, minimum }: { comments: CommentsView; minimum: number }) {
  const translate = useTranslate();
  if (!comments.shown) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate(
          comments.reason === 'demographic'
            ? 'report.comments.demographic'
            : 'report.comments.too_few',
          {
            count: minimum,
          },
        )}
      </Typography>
    );
  }
  const items = comments.items ?? [];
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate('report.comments.count', { smart_count: comments.total ?? items.length })}
      </Typography>
      <Box
        component="ul"
        tabIndex={0}
        aria-label={translate('report.comments.list')}
        sx={{ maxHeight: 280, overflowY: 'auto', pl: 3, my: 1 }}
      >
        {items.map((item, index) => (
          <Typography
            component="li"
            variant="body2"
            key={index}
            sx={{ mb: 0.5, whiteSpace: 'pre-line' }}
          >
            {item}
          </Typography>
        ))}
      </Box>
    </>
  );
}
