import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import {
  CreateBase,
  Form,
  ResourceContextProvider,
  SaveButton,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { ContactInputs } from '../contacts/ContactInputs';
import { DepartmentInputs } from '../departments/DepartmentInputs';
import { OrganizationInputs } from '../organizations/OrganizationInputs';

const INPUTS = {
  organization: OrganizationInputs,
  department: DepartmentInputs,
  contact: ContactInputs,
};
/** The resources the wizard adds inline, one step each. */
export const SETUP_RESOURCES = Object.keys(INPUTS) as Array<keyof typeof INPUTS>;
const SECONDARY: Record<keyof typeof INPUTS, string> = {
  organization: 'organizationTypeName',
  department: 'organizationName',
  contact: 'email',
};
const LOAD_FAILED: Record<keyof typeof INPUTS, string> = {
  organization: 'resources.organization.messages.load_failed',
  department: 'resources.department.messages.load_failed',
  contact: 'resources.contact.messages.load_failed',
};

/** One wizard step: what the company already has of a resource, and a form to add one more. */
export function InlineResourceStep({
  resource,
  onChange,
}: {
  resource: keyof typeof INPUTS;
  onChange: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const list = useGetList(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const Inputs = INPUTS[resource];

  return (
    <ResourceContextProvider value={resource}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`app.setup.help.${resource}`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {translate(`resources.${resource}.name`, { smart_count: 2 })}
          </Typography>
          {list.error ? (
            <LoadError message={LOAD_FAILED[resource]} />
          ) : list.data?.length ? (
            <List dense aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}>
              {list.data.map((record) => (
                <ListItem key={record.id} divider>
                  <ListItemText primary={record.name} secondary={record[SECONDARY[resource]]} />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography variant="body2">{translate('app.setup.none_yet')}</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3">
            {translate('app.setup.add')}
          </Typography>
          <CreateBase
            resource={resource}
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                notify('ra.notification.created', {
                  type: 'info',
                  messageArgs: { smart_count: 1 },
                });
                void list.refetch();
                onChange();
              },
            }}
          >
            <Form key={list.data?.length ?? 0}>
              <Box sx={{ display: 'grid' }}>
                <Inputs />
                <Box>
                  <SaveButton label="app.setup.add" alwaysEnable />
                </Box>
              </Box>
            </Form>
          </CreateBase>
        </Box>
      </Box>
    </ResourceContextProvider>
  );
}
