import { describe, expect, it, vi } from 'vitest';
import type { FileAnswer } from '../providers/fileDownload';
import { ExportFailedError, runExport } from './reportExport';

const file: FileAnswer = { kind: 'file', blob: new Blob(['x']), fileName: 'relatorio.xlsx' };
const state = (status: string, progress: number): FileAnswer => ({
  kind: 'json',
  status: 200,
  json: { exportId: 'e1', status, progress },
});

describe('report export', () => {
  it('hands over a small file at once', async () => {
    const poll = vi.fn();
    expect(await runExport({ start: async () => file, poll, onProgress: vi.fn() })).toBe(file);
    expect(poll).not.toHaveBeenCalled();
  });

  it('follows a queued export’s progress until its file comes back', async () => {
    const answers = [state('running', 30), state('running', 70), file];
    const poll = vi.fn(async () => answers.shift() as FileAnswer);
    const seen: number[] = [];
    const result = await runExport({
      start: async () => ({
        kind: 'json',
        status: 202,
        json: { exportId: 'e1', status: 'queued', progress: 0 },
      }),
      poll,
      onProgress: (progress) => seen.push(progress.progress),
      wait: async () => undefined,
    });
    expect(result).toBe(file);
    expect(seen).toEqual([0, 30, 70]);
    expect(poll).toHaveBeenCalledWith('e1');
  });

  it('stops at a failed export', async () => {
    await expect(
      runExport({
        start: async () => state('queued', 0),
        poll: async () => state('failed', 30),
        onProgress: vi.fn(),
        wait: async () => undefined,
      }),
    ).rejects.toBeInstanceOf(ExportFailedError);
  });
});
