import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Pages of a table that lives inside a record's page (participation, access codes), where
 * react-admin's list pagination does not apply; labels come from react-admin's catalogue.
 */
export function TablePager({
  total,
  page,
  pageSize,
  onPageChange,
}: {
  total: number;
  /** Zero-based, as MUI counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[pageSize]}
      onPageChange={(_event, next) => onPageChange(next)}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', {
          offsetBegin: from,
          offsetEnd: to,
          total: count,
        })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
}
