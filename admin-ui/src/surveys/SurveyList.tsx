import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PollIcon from '@mui/icons-material/Poll';
import { Box, Typography } from '@mui/material';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  ShowButton,
  TopToolbar,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocaleDateField } from '../common/LocaleDateField';
import { ParticipationCountsField } from './ParticipationCountsField';
import { ReportButton } from './ReportButton';
import { SURVEY_STATUSES, type Survey } from './survey.api';
import { SurveyStatusField } from './SurveyStatusField';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

const STATUS_CHOICES = SURVEY_STATUSES.map((status) => ({
  id: status,
  name: `resources.survey.status.${status}`,
}));

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The spec's routes: `survey/create-survey` and `survey/create-survey/:id` (§2). */
export function CreateSurveyButton({ variant }: { variant?: 'text' | 'contained' }) {
  const basename = useBasename();
  return (
    <Button
      variant={variant}
      component={Link}
      to={`${basename}/survey/create-survey`}
      label="resources.survey.actions.create"
    >
      <AddIcon />
    </Button>
  );
}

export function EditSurveyButton() {
  const record = useRecordContext<Survey>();
  const basename = useBasename();
  if (!record || record.status === 'closed') return null;
  return (
    <Button
      component={Link}
      to={`${basename}/survey/create-survey/${encodeURIComponent(record.id)}`}
      label="ra.action.edit"
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
}

/** No survey yet: what a survey is made of, and the way to the first one. */
function NoSurveys() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 6, mx: 'auto', maxWidth: 560 }}>
      <PollIcon sx={{ fontSize: 96, color: 'text.disabled' }} />
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>
        {translate('resources.survey.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.survey.empty.text')}
      </Typography>
      <CreateSurveyButton variant="contained" />
    </Box>
  );
}

export default function SurveyList() {
  return (
    <List
      empty={<NoSurveys />}
      filters={filters}
      perPage={10}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateSurveyButton />
        </TopToolbar>
      }
    >
      <ResponsiveDataTable
        rowClick="show"
        primaryText={(record) => record.name}
        secondaryText={<ParticipationCountsField />}
        tertiaryText={<SurveyStatusField />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="status" disableSort>
            <SurveyStatusField />
          </DataTable.Col>
          <DataTable.Col source="startsAt" disableSort>
            <LocaleDateField source="startsAt" />
          </DataTable.Col>
          <DataTable.Col source="endsAt">
            <LocaleDateField source="endsAt" />
          </DataTable.Col>
          <DataTable.Col source="counts" disableSort>
            <ParticipationCountsField />
          </DataTable.Col>
          <DataTable.Col label="app.table.actions" disableSort>
            <ShowButton label="resources.survey.actions.manage" />
            <EditSurveyButton />
            <ReportButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveDataTable>
    </List>
  );
}
