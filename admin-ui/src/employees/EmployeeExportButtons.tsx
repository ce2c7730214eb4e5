import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useDownload } from '../common/useDownload';

const FILTERS = ['search', 'departmentId', 'organizationId', 'isActive'] as const;

/** The list as it is filtered now, as a spreadsheet (the import's columns) or a CSV. */
export function EmployeeExportButtons() {
  const { filterValues } = useListContext();
  const { download, busy } = useDownload();
  const exportAs = (format: 'xlsx' | 'csv') => {
    const query = new URLSearchParams({ format });
    for (const key of FILTERS) {
      const value = (filterValues as Record<string, unknown>)[key];
      if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
    }
    void download(`/api/admin/employee/export?${query}`, `colaboradores.${format}`);
  };
  return (
    <>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          label={`resources.employee.actions.export_${format}`}
          disabled={busy}
          onClick={() => exportAs(format)}
        >
          <DownloadIcon />
        </Button>
      ))}
    </>
  );
}
