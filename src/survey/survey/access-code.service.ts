import { HttpStatus, Injectable } from '@nestjs/common';
import { badRequest, LocalizedException, notFound } from '../../common/http/app-exceptions';
import { mapPage } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { AccessCodeRepository } from './access-code.repository';
import { AccessCodeBodyDto } from './survey.dto';
import { AccessCodePurpose, SurveyAccessCode, surveyStatus } from './survey.entities';
import { SurveyRepository } from './survey.repository';
import { formatAccessCode, hashAccessCode, newAccessCode } from './survey-secrets';

export interface AccessCodeView {
  id: string;
  label: string | null;
  purpose: AccessCodePurpose;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/**
 * Access codes for visitors or a kiosk, as the company manages them: shown once when made, kept
 * only as a hash. A visitor redeems one on the answering side (answers/access-code-redemption.ts).
 */
@Injectable()
export class AccessCodeService {
  constructor(
    private readonly codes: AccessCodeRepository,
    private readonly surveys: SurveyRepository,
  ) {}

  async create(
    scope: TenantScope,
    surveyId: string,
    body: AccessCodeBodyDto,
  ): Promise<AccessCodeView & { code: string }> {
    const [issued] = await this.issue(scope, surveyId, [
      {
        label: body.label?.trim() || null,
        maxUses: body.maxUses ?? null,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        purpose: body.purpose ?? 'shared',
      },
    ]);
    return issued;
  }

  /**
   * New codes of a survey that takes codes and is not over, all made or none; each is shown
   * here once, formatted as people type it.
   */
  async issue(
    scope: TenantScope,
    surveyId: string,
    specs: Array<Pick<SurveyAccessCode, 'label' | 'maxUses' | 'expiresAt' | 'purpose'>>,
  ): Promise<Array<AccessCodeView & { code: string }>> {
    const survey = await this.surveys.get(scope.companyId, surveyId);
    if (!survey.accessModes.includes('code')) throw badRequest('accessModes', 'survey.codeModeOff');
    if (['closed', 'expired'].includes(surveyStatus(survey)))
      throw badRequest('status', 'survey.closed');
    const codes = specs.map(() => newAccessCode());
    const saved = await this.codes
      .insertMany(
        scope.companyId,
        specs.map((spec, index) => ({ ...spec, surveyId, codeHash: hashAccessCode(codes[index]) })),
      )
      .catch(() => {
        throw new LocalizedException(HttpStatus.INTERNAL_SERVER_ERROR, 'survey.codeError');
      });
    return saved.map((code, index) => ({ ...present(code), code: formatAccessCode(codes[index]) }));
  }

  async list(
    scope: TenantScope,
    surveyId: string,
    pageQuery: PageQueryDto,
  ): Promise<Page<AccessCodeView>> {
    await this.surveys.get(scope.companyId, surveyId);
    return mapPage(await this.codes.ofSurvey(scope.companyId, surveyId, pageQuery), present);
  }

  async revoke(scope: TenantScope, surveyId: string, codeId: string): Promise<void> {
    await this.surveys.get(scope.companyId, surveyId);
    if (!(await this.codes.revoke(scope.companyId, surveyId, codeId))) throw notFound();
  }
}

function present(code: SurveyAccessCode): AccessCodeView {
  return {
    id: code.id,
    label: code.label,
    purpose: code.purpose,
    uses: code.uses,
    maxUses: code.maxUses,
    expiresAt: code.expiresAt,
    revokedAt: code.revokedAt,
    createdAt: code.createdAt,
  };
}
