import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestApp } from '../../support/test-app';
import { bearer } from '../../support/tokens';

/** A committed spreadsheet of test/fixtures (LibreOffice-made; see fixtures/regenerate.sh). */
export const spreadsheetFixture = (name: string) =>
  readFileSync(join(__dirname, '..', '..', 'fixtures', name));

export interface ImportState {
  id: string;
  status: string;
  suggestedMapping: Record<string, string>;
  counts: Record<string, number>;
}

/** The import API as the dashboard calls it, to put an import at a given step before a screen. */
export function importApi(t: TestApp, token: string) {
  const path = '/api/admin/employee/import';
  const get = async (id: string) =>
    (await t.http.get(`${path}/${id}`).set(bearer(token)).expect(200)).body as ImportState;
  /** Waits out the worker's step. */
  const settle = async (id: string): Promise<ImportState> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const view = await get(id);
      if (!['parsing', 'validating', 'committing'].includes(view.status)) return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${id} did not settle`);
  };
  return {
    get,
    settle,
    /** Uploaded and read: awaiting its association. */
    async uploaded(fixture: string): Promise<ImportState> {
      const started = await t.http
        .post(path)
        .set(bearer(token))
        .attach('file', spreadsheetFixture(fixture), fixture)
        .expect(202);
      return settle(started.body.id);
    },
    /** Associated as suggested and validated: awaiting its edition. */
    async validated(fixture: string): Promise<ImportState> {
      const parsed = await this.uploaded(fixture);
      await t.http
        .put(`${path}/${parsed.id}/association`)
        .set(bearer(token))
        .send({ mapping: parsed.suggestedMapping })
        .expect(200);
      return settle(parsed.id);
    },
    /** Committed as it stands: done. */
    async committed(fixture: string): Promise<ImportState> {
      const checked = await this.validated(fixture);
      await t.http.post(`${path}/${checked.id}/commit`).set(bearer(token)).expect(202);
      return settle(checked.id);
    },
  };
}
