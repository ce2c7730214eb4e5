import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { useDashboardData } from '../providers/useDashboardData';
import type { Survey } from './survey.api';

/** The next edition of a sent survey: a draft in the same series, opened for editing. */
export function NewEditionButton({ survey }: { survey: Survey }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const data = useDashboardData();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [running, setRunning] = useState(false);

  const create = async () => {
    setRunning(true);
    try {
      const edition = await data.newEdition(survey.id, name.trim());
      notify('resources.survey.edition.created', {
        type: 'success',
        messageArgs: { edition: edition.edition },
      });
      redirect('edit', 'survey', edition.id);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRunning(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        label="resources.survey.actions.new_edition"
        onClick={() => {
          setName(survey.name);
          setOpen(true);
        }}
      >
        <LibraryAddIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={running || !name.trim()}
        title="resources.survey.edition.title"
        translateOptions={{ name: survey.name }}
        content={
          <>
            <Typography sx={{ mb: 2 }}>{translate('resources.survey.edition.help')}</Typography>
            <TextField
              autoFocus
              fullWidth
              label={translate('resources.survey.edition.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </>
        }
        confirm="resources.survey.actions.new_edition"
        onConfirm={create}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
