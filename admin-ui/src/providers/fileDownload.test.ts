import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { replyWith } from '../test/fakes';
import { fetchFile, fileNameOf } from './fileDownload';

describe('file downloads', () => {
  it('reads the file name of a Content-Disposition, UTF-8 form first', () => {
    expect(
      fileNameOf(
        `attachment; filename="relat_rio.xlsx"; filename*=UTF-8''relat%C3%B3rio.xlsx`,
        'x',
      ),
    ).toBe('relatório.xlsx');
    expect(fileNameOf('attachment; filename="modelo.xlsx"', 'x')).toBe('modelo.xlsx');
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('sends the bearer and the language, and answers a file or the JSON of a 202', async () => {
    localStorage.setItem('diversitera.token', 'abc');
    const calls = replyWith([202, { exportId: 'e1' }]);
    const answer = await fetchFile('/api/x', { language: 'es-ES' });
    expect(answer).toEqual({ kind: 'json', status: 202, json: { exportId: 'e1' } });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer abc');
    expect(calls[0].headers.get('Accept-Language')).toBe('es-ES');

    globalThis.fetch = (async () =>
      new Response('PK', {
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="r.xlsx"',
        },
      })) as typeof fetch;
    const file = await fetchFile('/api/x', { language: 'pt-BR' });
    expect(file.kind).toBe('file');
    expect(file.kind === 'file' && file.fileName).toBe('r.xlsx');
  });

  it('raises react-admin errors with the server’s message (a 401 signs out upstream)', async () => {
    replyWith([409, { message: 'Esta importação não está concluída.' }]);
    const error = await fetchFile('/api/x', { language: 'pt-BR' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: 'Esta importação não está concluída.' });
  });
});
