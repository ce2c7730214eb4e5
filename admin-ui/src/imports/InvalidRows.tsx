import { Alert, Box, LinearProgress, Pagination, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportView } from './import.api';
import { rowFields } from './importFlow';
import { RowEditor } from './RowEditor';
import { errorText } from '../providers/httpClient';
import { importKey, useImportApi } from './useImport';

const PAGE_SIZE = 10;

/** The rows the server refused, a page at a time, each editable and checked again on save. */
export function InvalidRows({ view }: { view: ImportView }) {
  const translate = useTranslate();
  const api = useImportApi();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [...importKey(view.id), 'rows', page],
    queryFn: () => api.getImportRows(view.id, { invalid: true, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((rows.data?.total ?? 0) / PAGE_SIZE));
  // A fix can empty the last page: step back rather than show nothing.
  if (rows.data && page > pages) setPage(pages);

  if (rows.error) return <Alert severity="error">{errorText(rows.error)}</Alert>;
  if (!rows.data) return <LinearProgress />;
  if (!rows.data.total) {
    return (
      <Alert severity="success" sx={{ my: 2 }}>
        {translate('import.edition.all_valid')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, my: 2 }}>
      <Typography variant="h6" component="h2">
        {translate('import.edition.invalid_title', { smart_count: rows.data.total })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('import.edition.invalid_help')}
      </Typography>
      {rows.data.items.map((row) => (
        <RowEditor
          key={`${row.rowNumber}:${JSON.stringify(row.values)}:${JSON.stringify(row.errors)}`}
          importId={view.id}
          row={row}
          fields={rowFields(view.mapping, row.errors)}
          onSaved={() => client.invalidateQueries({ queryKey: importKey(view.id) })}
        />
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_, next) => setPage(next)}
          getItemAriaLabel={(type, item, selected) =>
            translate(
              type === 'page'
                ? selected
                  ? 'ra.navigation.current_page'
                  : 'ra.navigation.page'
                : `ra.navigation.${type}`,
              { page: item ?? 0 },
            )
          }
        />
      )}
    </Box>
  );
}
