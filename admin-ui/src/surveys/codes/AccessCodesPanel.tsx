import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import {
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LoadError } from '../../common/LoadError';
import { TablePager } from '../../common/TablePager';
import { useDashboardData } from '../../providers/useDashboardData';
import type { AccessCode, Survey } from '../survey.api';
import { CodeShownOnceDialog } from './CodeShownOnceDialog';
import { codeEntryUrl, CopyValue } from './CopyValue';
import { GenerateCodeDialog } from './GenerateCodeDialog';
import { PrintCodesDialog, type PrintKind } from './PrintCodesDialog';
import { TONES } from '../../library/tones';

const PAGE_SIZE = 10;

export type CodeState = 'active' | 'revoked' | 'expired' | 'used-up';

export function codeState(code: AccessCode, now = new Date()): CodeState {
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt && new Date(code.expiresAt) <= now) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return 'active';
}

const formatInstant = (value: string | null, locale: string) =>
  value ? new Date(value).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : '';

/**
 * Access codes for visitors or a kiosk: made here (the code shows once), listed with their
 * uses, and revoked.
 */
export function AccessCodesPanel({ survey }: { survey: Survey }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const data = useDashboardData();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  // Every page of this survey's codes: a new or revoked code changes whichever page shows it.
  const key = ['survey', 'access-code', survey.id];
  const {
    data: codePage,
    isPending,
    error,
  } = useQuery({
    queryKey: [...key, page],
    queryFn: () => data.getAccessCodes(survey.id, { page: page + 1, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
  });
  const codes = codePage?.items;
  const [generating, setGenerating] = useState(false);
  const [printing, setPrinting] = useState<PrintKind | null>(null);
  const [created, setCreated] = useState<(AccessCode & { code: string }) | null>(null);
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const open = !['closed', 'expired'].includes(survey.status);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await data.revokeAccessCode(survey.id, revoking.id);
      notify('resources.survey.codes.revoked', { type: 'info' });
      await client.invalidateQueries({ queryKey: key });
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Card component="section" aria-labelledby="codes-title" sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography id="codes-title" variant="h6" component="h2">
            {translate('resources.survey.codes.title')}
          </Typography>
          {open && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                label="resources.survey.print.poster.open"
                onClick={() => setPrinting('poster')}
              >
                <PrintIcon />
              </Button>
              <Button
                variant="outlined"
                label="resources.survey.print.code-sheet.open"
                onClick={() => setPrinting('code-sheet')}
              >
                <PrintIcon />
              </Button>
              <Button
                variant="outlined"
                label="resources.survey.codes.generate"
                onClick={() => setGenerating(true)}
              >
                <AddIcon />
              </Button>
            </Stack>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.survey.codes.help')}
        </Typography>
        <CopyValue
          value={codeEntryUrl()}
          label="resources.survey.codes.entry"
          copyLabel="resources.survey.codes.copy_link"
          copiedLabel="resources.survey.codes.link_copied"
        />
        {isPending && <LinearProgress />}
        {error && <LoadError message="resources.survey.codes.load_failed" />}
        {codes && codes.length === 0 && (
          <Typography color="text.secondary">{translate('resources.survey.codes.none')}</Typography>
        )}
        {codes && codes.length > 0 && (
          <Table size="small" aria-labelledby="codes-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.survey.codes.fields.label')}</TableCell>
                <TableCell>{translate('resources.survey.codes.fields.createdAt')}</TableCell>
                <TableCell>{translate('resources.survey.codes.fields.uses')}</TableCell>
                <TableCell>{translate('resources.survey.codes.fields.expiresAt')}</TableCell>
                <TableCell>{translate('resources.survey.codes.fields.state')}</TableCell>
                <TableCell>{translate('app.table.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {codes.map((code) => {
                const state = codeState(code);
                return (
                  <TableRow key={code.id}>
                    <TableCell>
                      {code.label ?? translate('resources.survey.codes.no_label')}
                      {code.purpose !== 'shared' && (
                        <Chip
                          size="small"
                          sx={{ ml: 1 }}
                          label={translate(`resources.survey.codes.purpose.${code.purpose}`)}
                        />
                      )}
                    </TableCell>
                    <TableCell>{formatInstant(code.createdAt, locale)}</TableCell>
                    <TableCell>
                      {code.maxUses === null
                        ? code.uses
                        : translate('resources.survey.codes.uses_of', {
                            uses: code.uses,
                            max: code.maxUses,
                          })}
                    </TableCell>
                    <TableCell>{formatInstant(code.expiresAt, locale)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        sx={state === 'active' ? TONES.success : TONES.neutral}
                        label={translate(`resources.survey.codes.state.${state}`)}
                      />
                    </TableCell>
                    <TableCell>
                      {state !== 'revoked' && (
                        <Button
                          color="error"
                          label="resources.survey.codes.revoke"
                          onClick={() => setRevoking(code)}
                        />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {codePage && codePage.total > PAGE_SIZE && (
          <TablePager
            total={codePage.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        )}
      </CardContent>
      {generating && (
        <GenerateCodeDialog
          surveyId={survey.id}
          onClose={() => setGenerating(false)}
          onCreated={(code) => {
            setGenerating(false);
            setCreated(code);
            // The newest code heads the first page.
            setPage(0);
            void client.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      {printing && (
        <PrintCodesDialog
          surveyId={survey.id}
          kind={printing}
          onClose={() => setPrinting(null)}
          onDone={() => {
            setPrinting(null);
            setPage(0);
            void client.invalidateQueries({ queryKey: key });
          }}
        />
      )}
      {created && (
        <CodeShownOnceDialog
          code={created.code}
          kiosk={created.purpose === 'kiosk'}
          label={created.label}
          onClose={() => setCreated(null)}
        />
      )}
      <Confirm
        isOpen={revoking !== null}
        title="resources.survey.codes.revoke_title"
        content="resources.survey.codes.revoke_content"
        translateOptions={{
          label: revoking?.label ?? translate('resources.survey.codes.no_label'),
        }}
        confirm="resources.survey.codes.revoke"
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
}
