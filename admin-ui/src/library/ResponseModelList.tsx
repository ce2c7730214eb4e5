import AddIcon from '@mui/icons-material/Add';
import { Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import { localized, type ResponseModel } from './question.model';
import { ResponseModelDialog } from './ResponseModelDialog';
import { ResponsiveDataTable } from '../common/ResponsiveDataTable';

function NameField() {
  const record = useRecordContext<ResponseModel>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2">{localized(record.names, locale)}</Typography>
      {record.code && (
        <Typography variant="caption" color="text.secondary">
          {record.code}
        </Typography>
      )}
    </Stack>
  );
}

function OptionsField() {
  const record = useRecordContext<ResponseModel>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.options.map((option) => (
        <Chip
          key={option.key}
          size="small"
          variant={option.favourable ? 'filled' : 'outlined'}
          label={localized(option.labels, locale)}
        />
      ))}
    </Stack>
  );
}

/** The platform's response models: reusable scales and option sets in three languages. */
export default function ResponseModelList() {
  const [editing, setEditing] = useState<ResponseModel | 'new' | null>(null);
  return (
    <>
      <List
        filters={[<SearchInput key="search" source="search" alwaysOn />]}
        perPage={25}
        sort={{ field: 'createdAt', order: 'ASC' }}
        actions={
          <TopToolbar>
            <Button label="ra.action.create" onClick={() => setEditing('new')}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <ResponsiveDataTable
          rowClick={(_id, _resource, record) => {
            setEditing(record as ResponseModel);
            return false;
          }}
          primaryText={<NameField />}
        >
          <DataTable
            rowClick={(_id, _resource, record) => {
              setEditing(record as ResponseModel);
              return false;
            }}
            bulkActionButtons={false}
          >
            <DataTable.Col source="names" label="resources.response-model.fields.names" disableSort>
              <NameField />
            </DataTable.Col>
            <DataTable.Col
              source="options"
              label="resources.response-model.fields.options"
              disableSort
            >
              <OptionsField />
            </DataTable.Col>
            <DataTable.Col label="app.table.actions" disableSort>
              <EditModelButton onEdit={setEditing} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveDataTable>
      </List>
      {editing && (
        <ResponseModelDialog
          model={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function EditModelButton({ onEdit }: { onEdit: (model: ResponseModel) => void }) {
  const record = useRecordContext<ResponseModel>();
  if (!record) return null;
  return (
    <Button
      label="ra.action.edit"
      onClick={(event) => {
        event.stopPropagation();
        onEdit(record);
      }}
    />
  );
}
