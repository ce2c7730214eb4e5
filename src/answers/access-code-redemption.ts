import { HttpStatus, Injectable } from '@nestjs/common';
import { badRequest, LocalizedException } from '../common/http/app-exceptions';
import { RequestOrigin } from '../common/http/request-context';
import { ThrottleService } from '../common/throttle/throttle.service';
import { TransactionRunner } from '../common/tx/transaction-runner';
import { AccessCodeRepository } from '../survey/survey/access-code.repository';
import { Survey } from '../survey/survey/survey.entities';
import { SurveyRepository } from '../survey/survey/survey.repository';
import {
  ACCESS_CODE_LENGTH,
  hashAccessCode,
  normalizeAccessCode,
} from '../survey/survey/survey-secrets';
import { assertOpen } from './frozen-survey.repository';
import { SurveyTokenService } from './survey-token.service';

/**
 * A visitor or a kiosk opens a survey with an access code: each use is a visit good for one
 * submission. 40 bits of code and throttling make guessing pointless.
 */
@Injectable()
export class AccessCodeRedemption {
  constructor(
    private readonly codes: AccessCodeRepository,
    private readonly surveys: SurveyRepository,
    private readonly tokens: SurveyTokenService,
    private readonly throttle: ThrottleService,
    private readonly transactions: TransactionRunner,
  ) {}

  /** A code typed by a visitor becomes a survey token for one submission. */
  async redeem(origin: RequestOrigin, code: string): Promise<{ token: string; surveyId: string }> {
    await this.throttle.consumeIp('access-by-code', origin.ip);
    const key = `access-code:${normalizeAccessCode(code)}`;
    await this.throttle.assertIdentifierAllowed(key);
    const found =
      normalizeAccessCode(code).length === ACCESS_CODE_LENGTH
        ? await this.codes.byHash(hashAccessCode(code))
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
    const visit = await this.transactions.run(({ manager }) =>
      this.codes.useForVisit(manager, found),
    );
    if (!visit) throw badRequest('code', 'auth.accessByCodeFailed');
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
