import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomInt } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import { badRequest, LocalizedException, notFound } from '../../common/http/app-exceptions';
import { RequestOrigin } from '../../common/http/request-context';
import { mapPage, OrderWhitelist, paginate } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { ThrottleService } from '../../common/throttle/throttle.service';
import { TransactionRunner } from '../../common/tx/transaction-runner';
import { assertOpen } from '../respond/survey-catalog';
import { SurveyTokenService } from '../respond/survey-token.service';
import { AccessCodeBodyDto } from './survey.dto';
import { Survey, SurveyAccessCode, surveyStatus, SurveyVisit } from './survey.entities';
import { SurveyRepository } from './survey.repository';

/** Letters and digits that cannot be mistaken for one another on a poster or a phone screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('base64url');

const ACCESS_CODE_ORDER: OrderWhitelist = {
  createdAt: 'code.createdAt',
  label: 'code.label',
  uses: 'code.uses',
};

export interface AccessCodeView {
  id: string;
  label: string | null;
  uses: number;
  maxUses: number | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/**
 * Access codes for visitors or a kiosk: shown once when made, kept only as a hash, each use a
 * visit good for one submission. 40 bits of code and throttling make guessing pointless.
 */
@Injectable()
export class AccessCodeService {
  constructor(
    @InjectRepository(SurveyAccessCode) private readonly codes: Repository<SurveyAccessCode>,
    @InjectRepository(SurveyVisit) private readonly visits: Repository<SurveyVisit>,
    private readonly surveys: SurveyRepository,
    private readonly tokens: SurveyTokenService,
    private readonly throttle: ThrottleService,
    private readonly transactions: TransactionRunner,
  ) {}

  async create(
    scope: TenantScope,
    surveyId: string,
    body: AccessCodeBodyDto,
  ): Promise<AccessCodeView & { code: string }> {
    const survey = await this.surveys.get(scope.companyId, surveyId);
    if (!survey.accessModes.includes('code')) throw badRequest('accessModes', 'survey.codeModeOff');
    if (['closed', 'expired'].includes(surveyStatus(survey)))
      throw badRequest('status', 'survey.closed');
    const code = Array.from(
      { length: CODE_LENGTH },
      () => ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
    const saved = await this.codes
      .save(
        this.codes.create({
          surveyId,
          companyId: scope.companyId,
          label: body.label?.trim() || null,
          codeHash: hashCode(code),
          maxUses: body.maxUses ?? null,
          expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
          uses: 0,
        }),
      )
      .catch(() => {
        throw new LocalizedException(HttpStatus.INTERNAL_SERVER_ERROR, 'survey.codeError');
      });
    return { ...present(saved), code: `${code.slice(0, 4)}-${code.slice(4)}` };
  }

  async list(
    scope: TenantScope,
    surveyId: string,
    pageQuery: PageQueryDto,
  ): Promise<Page<AccessCodeView>> {
    await this.surveys.get(scope.companyId, surveyId);
    const query = this.codes
      .createQueryBuilder('code')
      .where('code.surveyId = :surveyId AND code.companyId = :companyId', {
        surveyId,
        companyId: scope.companyId,
      });
    return mapPage(await paginate(query, pageQuery, ACCESS_CODE_ORDER, '-createdAt'), present);
  }

  async revoke(scope: TenantScope, surveyId: string, codeId: string): Promise<void> {
    await this.surveys.get(scope.companyId, surveyId);
    const { affected } = await this.codes.update(
      { id: codeId, surveyId, companyId: scope.companyId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    if (!affected) throw notFound();
  }

  /** A code typed by a visitor becomes a survey token for one submission. */
  async redeem(origin: RequestOrigin, code: string): Promise<{ token: string; surveyId: string }> {
    await this.throttle.consumeIp('access-by-code', origin.ip);
    const key = `access-code:${normalize(code)}`;
    await this.throttle.assertIdentifierAllowed(key);
    const found =
      normalize(code).length === CODE_LENGTH
        ? await this.codes.findOneBy({ codeHash: hashCode(code) })
        : null;
    if (!found) {
      await this.throttle.recordFailure(key);
      throw new LocalizedException(HttpStatus.NOT_FOUND, 'survey.codeNotFound');
    }
    const survey = (await this.surveys.get(found.companyId, found.surveyId)) as Survey;
    // A good code of a survey that is over (or not begun) says so, as a personal link would.
    assertOpen(survey);
    const usable =
      !found.revokedAt &&
      (!found.expiresAt || found.expiresAt > new Date()) &&
      survey.accessModes.includes('code');
    if (!usable) throw badRequest('code', 'auth.accessByCodeFailed');
    const visit = await this.transactions.run(async (tx) => {
      // The use is counted only while under the limit, so parallel visitors cannot overshoot it.
      const { affected } = await tx.manager
        .createQueryBuilder()
        .update(SurveyAccessCode)
        .set({ uses: () => 'uses + 1' })
        .where('id = :id AND (max_uses IS NULL OR uses < max_uses)', { id: found.id })
        .execute();
      if (!affected) throw badRequest('code', 'auth.accessByCodeFailed');
      return tx.manager.save(
        this.visits.create({ surveyId: survey.id, accessCodeId: found.id, submitted: false }),
      );
    });
    return {
      surveyId: survey.id,
      token: this.tokens.issue({
        id: visit.id,
        surveyId: survey.id,
        companyId: survey.companyId,
        languageId: origin.languageId,
        visit: true,
      }),
    };
  }
}

function present(code: SurveyAccessCode): AccessCodeView {
  return {
    id: code.id,
    label: code.label,
    uses: code.uses,
    maxUses: code.maxUses,
    expiresAt: code.expiresAt,
    revokedAt: code.revokedAt,
    createdAt: code.createdAt,
  };
}
