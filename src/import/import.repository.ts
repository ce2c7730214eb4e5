import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { LocalizedMessage } from '../common/http/app-exceptions';
import { TenantRepository } from '../common/tenant/tenant.repository';
import { ColumnMapping } from './column-mapping';
import { EmployeeImport } from './import.entity';
import { ImportStatus } from './import.model';

export type ImportChange = Partial<
  Pick<
    EmployeeImport,
    | 'progress'
    | 'headers'
    | 'suggestedMapping'
    | 'mapping'
    | 'createMissing'
    | 'total'
    | 'valid'
    | 'invalid'
    | 'created'
    | 'updated'
    | 'unchanged'
    | 'rejected'
    | 'error'
    | 'committedAt'
  >
>;

/** Imports of a company and their saved column mappings. */
@Injectable()
export class ImportRepository extends TenantRepository<EmployeeImport> {
  constructor(@InjectRepository(EmployeeImport) repository: Repository<EmployeeImport>) {
    super(repository, 'import');
  }

  manager(): EntityManager {
    return this.repository.manager;
  }

  async find(companyId: string, id: string): Promise<EmployeeImport | null> {
    return this.get(companyId, id).catch(() => null);
  }

  /**
   * Moves an import from one of `from` to `to` (with `change`), atomically: false when it was
   * no longer in one of `from`, so two callers never both win (a second commit, say).
   */
  async transition(
    companyId: string,
    id: string,
    from: ImportStatus[],
    to: ImportStatus,
    change: QueryDeepPartialEntity<EmployeeImport> = {},
    manager: EntityManager = this.repository.manager,
  ): Promise<boolean> {
    const result = await manager
      .getRepository(EmployeeImport)
      .createQueryBuilder()
      .update()
      .set({ ...change, status: to })
      .where('id = :id AND company_id = :companyId AND status IN (:...from)', {
        id,
        companyId,
        from,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** The checks of association `run` are in: ready, or awaiting edition of its invalid rows. */
  async finishValidation(
    manager: EntityManager,
    companyId: string,
    id: string,
    run: number,
    counts: { total: number; valid: number; invalid: number },
    error: LocalizedMessage | null,
  ): Promise<void> {
    await manager
      .getRepository(EmployeeImport)
      .createQueryBuilder()
      .update()
      .set({
        status: counts.invalid ? 'awaiting-edition' : 'ready',
        progress: 100,
        total: counts.total,
        valid: counts.valid,
        invalid: counts.invalid,
        error,
      })
      .where(
        `id = :id AND company_id = :companyId AND status = 'validating' AND validation_run = :run`,
        { id, companyId, run },
      )
      .execute();
  }

  /** Progress is written outside the step's transaction, so the admin sees it move. */
  async setProgress(companyId: string, id: string, progress: number): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ progress: Math.round(progress) })
      .where(`id = :id AND company_id = :companyId AND status IN (:...working)`, {
        working: ['parsing', 'validating', 'committing'],
        id,
        companyId,
      })
      .execute();
  }

  async change(
    companyId: string,
    id: string,
    change: ImportChange,
    manager: EntityManager = this.repository.manager,
  ): Promise<void> {
    await manager.getRepository(EmployeeImport).update({ id, companyId }, change);
  }

  async fail(companyId: string, id: string, error: LocalizedMessage): Promise<void> {
    await this.repository
      .createQueryBuilder()
      .update()
      .set({ status: 'failed', error })
      .where(`id = :id AND company_id = :companyId AND status <> 'done'`, { id, companyId })
      .execute();
  }

  /**
   * Imports of any company in a step a worker carries out (parsing, validating, committing)
   * whose row has not changed for `idleMs`: the oldest first.
   */
  async idleInWorkingStep(
    idleMs: number,
    limit: number,
  ): Promise<Array<Pick<EmployeeImport, 'id' | 'companyId' | 'status' | 'validationRun'>>> {
    return this.repository.query(
      `SELECT id, company_id AS "companyId", status, validation_run AS "validationRun"
       FROM employee_import
       WHERE status IN ('parsing', 'validating', 'committing')
         AND updated_at < now() - make_interval(secs => $1 / 1000.0)
       ORDER BY updated_at LIMIT $2`,
      [idleMs, limit],
    );
  }

  async savedMapping(companyId: string, headersKey: string): Promise<ColumnMapping | null> {
    const [row] = await this.repository.query(
      `SELECT mapping FROM employee_import_mapping WHERE company_id = $1 AND headers_key = $2`,
      [companyId, headersKey],
    );
    return row?.mapping ?? null;
  }

  async saveMapping(companyId: string, headersKey: string, mapping: ColumnMapping): Promise<void> {
    await this.repository.query(
      `INSERT INTO employee_import_mapping (company_id, headers_key, mapping) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, headers_key) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`,
      [companyId, headersKey, JSON.stringify(mapping)],
    );
  }
}
