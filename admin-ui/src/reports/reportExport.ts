import type { FileAnswer } from '../providers/fileDownload';
import type { ExportState } from './report.api';

export const EXPORT_POLL_MS = 500;
/** Ten minutes of asking; a file that takes longer is reported as failed. */
const MAX_POLLS = 1200;

export class ExportFailedError extends Error {
  constructor() {
    super('export failed');
  }
}

type FileOnly = Extract<FileAnswer, { kind: 'file' }>;

/**
 * One export: the file at once, or a queued job (202 `{exportId, status, progress}`) asked after
 * every half second, its progress reported, until the file comes back.
 */
export async function runExport({
  start,
  poll,
  onProgress,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  signal,
}: {
  start: () => Promise<FileAnswer>;
  poll: (exportId: string) => Promise<FileAnswer>;
  onProgress: (state: ExportState) => void;
  wait?: (ms: number) => Promise<unknown>;
  signal?: AbortSignal;
}): Promise<FileOnly> {
  let answer = await start();
  for (let polls = 0; answer.kind !== 'file'; polls++) {
    const state = answer.json as ExportState;
    onProgress(state);
    if (state.status === 'failed' || polls >= MAX_POLLS) throw new ExportFailedError();
    await wait(EXPORT_POLL_MS);
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    answer = await poll(state.exportId);
  }
  return answer;
}
