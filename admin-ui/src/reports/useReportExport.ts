import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, useLocaleState, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { fetchFile, saveFile } from '../providers/fileDownload';
import {
  exportResultUrl,
  exportUrl,
  type ExportFormat,
  type ExportState,
  type ReportQuery,
} from './report.api';
import { ExportFailedError, runExport } from './reportExport';

export interface ExportProgress {
  format: ExportFormat;
  /** 0–100 once the server queued the file; null while the first answer is awaited. */
  progress: number | null;
  status: ExportState['status'] | 'starting';
}

/** Exports the report as it is shown (same grouping and filters), one file at a time. */
export function useReportExport(surveyId: string, query: ReportQuery) {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [current, setCurrent] = useState<ExportProgress | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const start = useCallback(
    async (format: ExportFormat) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      const fetchOptions = {
        language: locale,
        fallbackName: `report.${format}`,
        signal: controller.signal,
      };
      setCurrent({ format, progress: null, status: 'starting' });
      try {
        const file = await runExport({
          start: () => fetchFile(exportUrl(surveyId, query, format), fetchOptions),
          poll: (exportId) => fetchFile(exportResultUrl(surveyId, exportId), fetchOptions),
          onProgress: ({ status, progress }) => setCurrent({ format, status, progress }),
          signal: controller.signal,
        });
        saveFile(file.blob, file.fileName);
        notify('report.export.done', { type: 'success', messageArgs: { fileName: file.fileName } });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof ExportFailedError) notify('report.export.failed', { type: 'error' });
        else if (!(await logoutIfAccessDenied(error)))
          notify(error instanceof HttpError ? error.message : 'report.export.failed', {
            type: 'error',
          });
      } finally {
        if (aborter.current === controller) setCurrent(null);
      }
    },
    [surveyId, query, locale, notify, logoutIfAccessDenied],
  );

  return { start, current };
}
