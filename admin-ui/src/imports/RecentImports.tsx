import {
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../common/formatDate';
import type { ImportStatus } from '@shared/import';
import { importPath, screenFor } from './importFlow';
import { useImportApi } from './useImport';

// Outlined chips in colours with at least 4.5:1 contrast on white.
const COLOURS: Partial<Record<ImportStatus, 'success' | 'error' | 'primary'>> = {
  done: 'success',
  failed: 'error',
  'awaiting-association': 'primary',
  'awaiting-edition': 'primary',
  ready: 'primary',
};

/** The company's last imports, to pick one up where it stopped or to see how it ended. */
export function RecentImports() {
  const translate = useTranslate();
  const basename = useBasename();
  const [locale] = useLocaleState();
  const api = useImportApi();
  const { data } = useQuery({
    queryKey: ['employee-import', 'recent'],
    queryFn: () => api.listImports(1, 5),
  });
  if (!data?.items.length) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {translate('import.recent.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('import.recent.file')}</TableCell>
            <TableCell>{translate('import.recent.date')}</TableCell>
            <TableCell>{translate('import.recent.status')}</TableCell>
            <TableCell>{translate('import.recent.rows')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.fileName}</TableCell>
              <TableCell>{formatDate(item.createdAt, locale)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={COLOURS[item.status] ?? 'default'}
                  label={translate(`import.status.${item.status}`)}
                />
              </TableCell>
              <TableCell>{item.counts.total}</TableCell>
              <TableCell align="right">
                {item.status !== 'failed' && (
                  <MuiLink
                    component={Link}
                    to={importPath(basename, screenFor(item.status), item.id)}
                  >
                    {translate(
                      item.status === 'done' ? 'import.recent.see' : 'import.recent.resume',
                    )}
                  </MuiLink>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
