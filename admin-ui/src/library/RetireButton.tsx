import ArchiveIcon from '@mui/icons-material/Archive';
import type { SxProps } from '@mui/material';
import { DeleteButton, useRecordContext } from 'react-admin';
import type { PredefinedQuestion } from './question.model';

/** `DELETE` retires: questionnaires keep their copies, companies no longer see it. */
export function RetireButton({ sx }: { sx?: SxProps }) {
  const record = useRecordContext<PredefinedQuestion>();
  if (!record?.isActive) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="resources.predefined-question.actions.retire"
      icon={<ArchiveIcon />}
      confirmTitle="resources.predefined-question.messages.retire_title"
      confirmContent="resources.predefined-question.messages.retire_content"
      successMessage="resources.predefined-question.messages.retired"
      redirect={false}
      sx={sx}
    />
  );
}
