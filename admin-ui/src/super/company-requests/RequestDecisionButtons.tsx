import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, useRecordContext, useStore } from 'react-admin';
import type { AccountRequest } from './accountRequest';
import { ApproveDialog } from './ApproveDialog';
import { RejectDialog } from './RejectDialog';

interface Decision {
  requestId: AccountRequest['id'];
  which: 'approve' | 'reject';
}

/** Approve (with a plan and an end date) or reject (with an optional reason) a pending request. */
export function RequestDecisionButtons() {
  const record = useRecordContext<AccountRequest>();
  // Kept in the dashboard's store rather than in this row: a list refreshed while the dialog is
  // open may mount its rows again, and the dialog must stay open.
  const [decision, setDecision] = useStore<Decision | null>('company-request.decision', null);
  if (!record || record.status !== 'pending') return null;
  const open = decision?.requestId === record.id ? decision.which : null;
  const setOpen = (which: Decision['which'] | null) =>
    setDecision(which ? { requestId: record.id, which } : null);
  const openDialog = (which: Decision['which']) => (event: React.MouseEvent) => {
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
