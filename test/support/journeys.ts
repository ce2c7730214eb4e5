import * as XLSX from '@e965/xlsx';
import type { Response } from 'superagent';
import TestAgent from 'supertest/lib/agent';
import { CONSENT_VERSION } from '../../src/survey/survey-view';
import { TestSmtpServer } from './smtp';
import { bearer } from './tokens';

/**
 * Whole journeys through the API, for any HTTP client: the product in this process, or built
 * instances behind a proxy.
 */

/** Polls until `probe` answers something, or fails naming what it waited for. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 90_000,
  context: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${context()}`);
}

/** supertest's parser for a body kept as bytes. */
export function binary(
  response: Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

export function spreadsheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Pessoas');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * Uploads a sheet, waits for the worker to parse it, takes the suggested mapping, waits for the
 * rows to be checked and commits: the import's final state.
 */
export async function importSheet(http: TestAgent, token: string, content: Buffer) {
  const view = async (id: string) =>
    (await http.get(`/api/admin/employee/import/${id}`).set(bearer(token)).expect(200)).body;
  const { id } = (
    await http
      .post('/api/admin/employee/import')
      .set(bearer(token))
      .attach('file', content, 'pessoas.xlsx')
      .expect(202)
  ).body;
  const parsed = await until('the parse', async () => {
    const current = await view(id);
    return current.status === 'awaiting-association' ? current : undefined;
  });
  await http
    .put(`/api/admin/employee/import/${id}/association`)
    .set(bearer(token))
    .send({ mapping: parsed.suggestedMapping })
    .expect(200);
  await until('the validation', async () =>
    (await view(id)).status === 'ready' ? true : undefined,
  );
  await http.post(`/api/admin/employee/import/${id}/commit`).set(bearer(token)).expect(202);
  return until('the commit', async () => {
    const current = await view(id);
    return ['done', 'failed'].includes(current.status) ? current : undefined;
  });
}

/** A sent anonymous survey of one number question, to every employee of the company. */
export async function sendNumberSurvey(http: TestAgent, token: string) {
  const questionnaire = (
    await http
      .post('/api/admin/questionnaire')
      .set(bearer(token))
      .send({ name: 'Pulso' })
      .expect(201)
  ).body.id as string;
  const questionId = (
    await http
      .post(`/api/admin/questionnaire/${questionnaire}/question`)
      .set(bearer(token))
      .send({
        type: 'number',
        required: true,
        texts: { 'pt-BR': { text: 'Quantas pessoas há na sua equipe?' } },
        min: 0,
        max: 1_000_000,
      })
      .expect(201)
  ).body.id as string;
  const surveyId = (
    await http
      .post('/api/admin/survey')
      .set(bearer(token))
      .send({
        name: 'Pulso da equipe',
        questionnaireId: questionnaire,
        anonymous: true,
        endsAt: new Date(Date.now() + 7 * 864e5).toISOString(),
      })
      .expect(201)
  ).body.id as string;
  await http.post(`/api/admin/survey/${surveyId}/send`).set(bearer(token)).expect(200);
  return { surveyId, questionId };
}

/** The survey token of each invited person, from the invitation they were mailed. */
export async function invitationTokens(
  http: TestAgent,
  smtp: TestSmtpServer,
  surveyId: string,
  emails: string[],
): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of emails) {
    // Mails go out from a worker, which on a busy machine may still be starting.
    const mail = await smtp.waitFor(
      email,
      (message) => message.text.includes(`/survey/${surveyId}`),
      60_000,
    );
    const invite = new URL(
      mail.text.match(/https?:\/\/\S+invite=\S+/)?.[0] as string,
    ).searchParams.get('invite');
    tokens.push(
      (await http.post(`/api/survey/${surveyId}/invitation`).send({ invite }).expect(200)).body
        .token as string,
    );
  }
  return tokens;
}

export const numberAnswer = (questionId: string, value: number) => ({
  answers: { [questionId]: { number: value } },
  consent: { given: true, version: CONSENT_VERSION },
});

/** An export made by the worker (`async=true`), polled until the file is there. */
export async function exportInWorker(http: TestAgent, token: string, surveyId: string) {
  const queued = await http
    .get(`/api/admin/survey/${surveyId}/export`)
    .query({ format: 'xlsx', async: 'true' })
    .set(bearer(token))
    .expect(202);
  const exportId = queued.body.exportId as string;
  return until('the export', async () => {
    const polled = await http
      .get(`/api/admin/survey/${surveyId}/export/${exportId}`)
      .set(bearer(token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return String(polled.headers['content-type']).includes('spreadsheetml')
      ? (polled.body as Buffer)
      : undefined;
  });
}
