import { useCallback, useState } from 'react';
import { HttpError, useLocaleState, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { fetchFile, saveFile, type FileAnswer } from '../providers/fileDownload';

/**
 * Downloads a file from the API into the browser's downloads. A 401 signs out; other failures
 * show the server's message. Answers what the server sent, or null after a failure.
 */
export function useDownload() {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [busy, setBusy] = useState(false);

  const download = useCallback(
    async (url: string, fallbackName: string): Promise<FileAnswer | null> => {
      setBusy(true);
      try {
        const answer = await fetchFile(url, { language: locale, fallbackName });
        if (answer.kind === 'file') saveFile(answer.blob, answer.fileName);
        return answer;
      } catch (error) {
        if (!(await logoutIfAccessDenied(error))) {
          notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [locale, notify, logoutIfAccessDenied],
  );

  return { download, busy };
}
