import PersonOffIcon from '@mui/icons-material/PersonOff';
import { DeleteButton, useRecordContext } from 'react-admin';

/** `DELETE /admin-user/{id}` deactivates the account; it is asked for once more first. */
export function DeactivateButton() {
  const record = useRecordContext<{ id: string; isActive: boolean; name: string }>();
  if (!record?.isActive) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="resources.admin-user.actions.deactivate"
      icon={<PersonOffIcon />}
      confirmTitle="resources.admin-user.messages.deactivate_title"
      confirmContent="resources.admin-user.messages.deactivate_content"
      successMessage="resources.admin-user.messages.deactivated"
      translateOptions={{ name: record.name }}
      redirect={false}
    />
  );
}
