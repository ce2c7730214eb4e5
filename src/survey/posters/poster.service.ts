import { Inject, Injectable } from '@nestjs/common';
import { DownloadFile } from '../../common/http/send-file';
import { LanguageCode } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { CompanyRepository } from '../../company/company.repository';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DepartmentRepository } from '../../department/department.repository';
import { AccessCodeService } from '../survey/access-code.service';
import { SurveyRepository } from '../survey/survey.repository';
import { CodeSheetBodyDto, PosterBodyDto } from './poster.dto';
import { codeSheetPdf, postersPdf } from './poster.pdf';

/**
 * Printed ways into a survey with access codes: posters (a code per department, or one for
 * everyone, each good for any number of answers) and sheets of single-use codes to hand out.
 * Codes are kept only as hashes, so each poster or sheet makes new ones; the codes panel lists
 * them with their uses, one per poster.
 */
@Injectable()
export class PosterService {
  constructor(
    private readonly codes: AccessCodeService,
    private readonly surveys: SurveyRepository,
    private readonly departments: DepartmentRepository,
    private readonly companies: CompanyRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async posters(scope: TenantScope, surveyId: string, body: PosterBodyDto): Promise<DownloadFile> {
    const language = body.language ?? scope.language;
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
      translate(language, key, params);
    const { survey, company } = await this.about(scope, surveyId);
    const audiences = body.departmentIds?.length
      ? await Promise.all(
          body.departmentIds.map(async (id) => {
            const department = await this.departments.get(scope.companyId, id);
            return t('poster.department', { department: department.name });
          }),
        )
      : [null];
    const issued = await this.codes.issue(
      scope,
      surveyId,
      audiences.map((audience) => ({
        label: audience ?? t('poster.everyone'),
        maxUses: null,
        expiresAt: null,
        purpose: 'poster',
      })),
    );
    const content = await postersPdf(
      t('poster.fileTitle', { survey: survey.name }),
      issued.map(({ code }, index) => ({
        company,
        survey: survey.name,
        audience: audiences[index],
        code,
        link: this.link(code),
        words: {
          heading: t('poster.heading'),
          scan: t('poster.scan'),
          orType: t('poster.orType', { url: `${this.config.appUrl}/access-code` }),
          privacy: t('poster.privacy'),
        },
      })),
    );
    return { mime: 'application/pdf', fileName: `${t('poster.fileName')}.pdf`, content };
  }

  async codeSheet(
    scope: TenantScope,
    surveyId: string,
    body: CodeSheetBodyDto,
  ): Promise<DownloadFile> {
    const language: LanguageCode = body.language ?? scope.language;
    const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
      translate(language, key, params);
    const { survey } = await this.about(scope, surveyId);
    const department = body.departmentId
      ? await this.departments.get(scope.companyId, body.departmentId)
      : null;
    const label = department
      ? t('poster.department', { department: department.name })
      : t('codeSheet.label');
    const issued = await this.codes.issue(
      scope,
      surveyId,
      Array.from({ length: body.count ?? 10 }, () => ({
        label,
        maxUses: 1,
        expiresAt: null,
        purpose: 'handout' as const,
      })),
    );
    const content = await codeSheetPdf(
      t('codeSheet.fileTitle', { survey: survey.name }),
      t('codeSheet.heading', { survey: survey.name }),
      {
        survey: survey.name,
        orType: t('poster.orType', { url: `${this.config.appUrl}/access-code` }),
        once: t('codeSheet.once'),
      },
      issued.map(({ code }) => ({ code, link: this.link(code) })),
    );
    return { mime: 'application/pdf', fileName: `${t('codeSheet.fileName')}.pdf`, content };
  }

  private async about(scope: TenantScope, surveyId: string) {
    const survey = await this.surveys.get(scope.companyId, surveyId);
    const { companyName } = await this.companies.get(scope.companyId);
    return { survey, company: companyName };
  }

  /** The portal's code page with the code filled in. */
  private link(code: string): string {
    return `${this.config.appUrl}/access-code?code=${code}`;
  }
}
