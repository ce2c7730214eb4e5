import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { OrderWhitelist } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { SurveyAccessCode, SurveyVisit } from './survey.entities';

const ACCESS_CODE_ORDER: OrderWhitelist = {
  createdAt: 'code.createdAt',
  label: 'code.label',
  uses: 'code.uses',
};

/**
 * A company's access codes. The one read without a company is by hash: a visitor typing a code
 * has no company yet, and the code found tells which it is.
 */
@Injectable()
export class AccessCodeRepository extends TenantRepository<SurveyAccessCode> {
  constructor(
    @InjectRepository(SurveyAccessCode) repository: Repository<SurveyAccessCode>,
    @InjectRepository(SurveyVisit) private readonly visits: Repository<SurveyVisit>,
  ) {
    super(repository, 'code');
  }

  ofSurvey(
    companyId: string,
    surveyId: string,
    pageQuery: PageQueryDto,
  ): Promise<Page<SurveyAccessCode>> {
    return this.page(companyId, pageQuery, ACCESS_CODE_ORDER, '-createdAt', (builder) =>
      builder.andWhere('code.surveyId = :surveyId', { surveyId }),
    );
  }

  /** Several codes in one statement: all are made, or none. */
  async insertMany(
    companyId: string,
    rows: Array<Omit<Partial<SurveyAccessCode>, 'companyId'>>,
  ): Promise<SurveyAccessCode[]> {
    const { identifiers } = await this.repository.insert(
      rows.map((row) => this.repository.create({ ...row, companyId, uses: 0 })),
    );
    const ids = identifiers.map((identifier) => identifier.id as string);
    const saved = await this.scoped(companyId).andWhere('code.id IN (:...ids)', { ids }).getMany();
    return ids.map((id) => saved.find((code) => code.id === id) as SurveyAccessCode);
  }

  /** False when the code is not the survey's or was revoked already. */
  async revoke(companyId: string, surveyId: string, codeId: string): Promise<boolean> {
    const { affected } = await this.repository.update(
      { id: codeId, surveyId, companyId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    return !!affected;
  }

  byHash(codeHash: string): Promise<SurveyAccessCode | null> {
    return this.repository.findOneBy({ codeHash });
  }

  /**
   * Counts one use and opens a visit, in the caller's transaction; null when the code is used up.
   * The use is counted only while under the limit, so parallel visitors cannot overshoot it.
   */
  async useForVisit(
    manager: EntityManager,
    code: Pick<SurveyAccessCode, 'id' | 'surveyId'>,
  ): Promise<SurveyVisit | null> {
    const { affected } = await manager
      .createQueryBuilder()
      .update(SurveyAccessCode)
      .set({ uses: () => 'uses + 1' })
      .where('id = :id AND (max_uses IS NULL OR uses < max_uses)', { id: code.id })
      .execute();
    if (!affected) return null;
    return manager.save(
      this.visits.create({ surveyId: code.surveyId, accessCodeId: code.id, submitted: false }),
    );
  }
}
