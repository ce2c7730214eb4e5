import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useRecordContext } from 'react-admin';
import { useState } from 'react';
import type { AccountRequest } from './accountRequest';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

/** Approve (with a plan and an end date) or reject (with an optional reason) a pending request. */
export function RequestDecisionButtons() {
  const record = useRecordContext<AccountRequest>();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  if (!record || record.status !== 'pending') return null;
  const openDialog = (which: 'approve' | 'reject') => (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen(which);
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="resources.company-request.actions.approve" onClick={openDialog('approve')}>
        <CheckIcon />
      </Button>
      <Button
        label="resources.company-request.actions.reject"
        onClick={openDialog('reject')}
        color="error"
      >
        <CloseIcon />
      </Button>
      {open === 'approve' && <ApproveDialog request={record} onClose={() => setOpen(null)} />}
      {open === 'reject' && <RejectDialog request={record} onClose={() => setOpen(null)} />}
    </span>
  );
}
