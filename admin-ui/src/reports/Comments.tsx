import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import { HIDE_REASONS, type Comments as CommentsView, type HideReason } from '@shared/report';

/**
 * Free-text answers when the API lists them (never for small groups or beside demographics),
 * each with a way to hide it (one that names a person, or insults): hidden, it is counted but
 * listed nowhere, and the hiding goes to the audit log.
 */
export function Comments({
  comments,
  minimum,
  surveyId,
}: {
  comments: CommentsView;
  minimum: number;
  surveyId: string;
}) {
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
        {comments.hidden
          ? ` · ${translate('report.comments.hidden_count', { smart_count: comments.hidden })}`
          : ''}
      </Typography>
      <Box
        component="ul"
        tabIndex={0}
        aria-label={translate('report.comments.list')}
        sx={{ maxHeight: 280, overflowY: 'auto', pl: 3, my: 1 }}
      >
        {items.map((item) => (
          <Typography
            component="li"
            variant="body2"
            key={item.id}
            sx={{ mb: 0.5, whiteSpace: 'pre-line' }}
          >
            {item.text}
            <HideComment surveyId={surveyId} commentId={item.id} />
          </Typography>
        ))}
      </Box>
    </>
  );
}

function HideComment({ surveyId, commentId }: { surveyId: string; commentId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hide = async (reason: HideReason) => {
    setAnchor(null);
    try {
      await data.hideComment(surveyId, commentId, reason);
      notify('report.comments.hidden', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['survey-report', surveyId] });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <>
      <Tooltip title={translate('report.comments.hide')}>
        <IconButton
          size="small"
          aria-label={translate('report.comments.hide')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ ml: 0.5 }}
        >
          <VisibilityOffIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {HIDE_REASONS.map((reason) => (
          <MenuItem key={reason} onClick={() => void hide(reason)}>
            {translate(`report.comments.reasons.${reason}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
