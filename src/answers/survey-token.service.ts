import { Injectable } from '@nestjs/common';
import { SURVEY_ROLE } from '../common/access/access.model';
import { TokenService } from '../auth/token.service';

/** A token that opens one survey: for a participation (personal link) or a visit (access code). */
@Injectable()
export class SurveyTokenService {
  constructor(private readonly tokens: TokenService) {}

  issue(options: {
    id: string;
    surveyId: string;
    companyId: string;
    languageId: number;
    visit: boolean;
  }): string {
    return this.tokens.sign({
      id: options.id,
      email: null,
      name: '',
      role: SURVEY_ROLE,
      stage: 'full',
      companyId: options.companyId,
      companyName: null,
      isAboutComplete: false,
      isEmployeesComplete: false,
      isEvaluationComplete: false,
      isSetupComplete: false,
      modules: [],
      languageId: options.languageId,
      ver: 0,
      remember: false,
      surveyId: options.surveyId,
      visit: options.visit,
    });
  }
}
