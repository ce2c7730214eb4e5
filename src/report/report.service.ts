import { Injectable } from '@nestjs/common';
import { conflict, ValidationFailedException } from '../common/http/app-exceptions';
import { AnonymousAnswers } from '../answers/anonymous-answers.service';
import { TALLY_KEY } from '../answers/tally-keys';
import { TenantScope } from '../common/tenant/scope.decorator';
import { reportQuestions } from '../survey/matrix';
import { FrozenQuestion, PREFER_NOT_TO_ANSWER } from '../survey/question.model';
import { Survey, surveyStatus } from '../survey/survey/survey.entities';
import { SurveyRepository } from '../survey/survey/survey.repository';
import { ReportQueryDto } from './report.dto';
import { ReportRequest, ReportView } from './report.model';
import { ReportRepository } from './report.repository';
import { ReportSettingService } from '../setting/report-setting.service';
import { Figures, PublicationRepository } from './publication.repository';
import { CellIndex } from './tables/cell-index';
import { DisclosureControl } from './tables/disclosure-control';
import { buildReport, disclosureFor, listableComments } from './tables/report-builder';
import { ReportInput } from './tables/report-input';

/** At most this many free-text answers are listed per question (drawn at random). */
export const COMMENT_LIMIT = 500;

/** A survey of the caller's company with its frozen questions, and a checked report request. */
export interface PreparedReport {
  survey: Survey;
  questions: FrozenQuestion[];
  request: ReportRequest;
  departments: Map<string, string>;
  organizations: Map<string, string>;
}

/** What a report is built from, read once. */
export type ReportCounts = Pick<ReportInput, 'minimum' | 'cells' | 'invited' | 'visitors'> & {
  figures: Figures;
};

/**
 * Survey reports (DESIGN §5b "Reports"): counts per answer per question, grouped and filtered,
 * with every group that could expose someone suppressed.
 */
@Injectable()
export class ReportService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly anonymousAnswers: AnonymousAnswers,
    private readonly reports: ReportRepository,
    private readonly settings: ReportSettingService,
    private readonly publication: PublicationRepository,
  ) {}

  async report(scope: TenantScope, surveyId: string, query: ReportQueryDto): Promise<ReportView> {
    return this.compute(scope, await this.prepare(scope.companyId, surveyId, query));
  }

  /** Finds the survey within the company (404 otherwise) and checks the request against it. */
  async prepare(
    companyId: string,
    surveyId: string,
    query: ReportQueryDto,
  ): Promise<PreparedReport> {
    const survey = await this.surveys.get(companyId, surveyId);
    if (!survey.snapshot) throw conflict('survey.notSent');
    // Each statement of a matrix is a question of its own here.
    const questions = reportQuestions(survey.snapshot.questions);
    const [departments, organizations] = await Promise.all([
      this.reports.names('department', companyId),
      this.reports.names('organization', companyId),
    ]);
    const fail = (field: string, key: Parameters<typeof ValidationFailedException.of>[1]) => {
      throw ValidationFailedException.of(field, key);
    };
    if (query.departmentId && !departments.has(query.departmentId))
      fail('departmentId', 'validation.unknownOption');
    if (query.organizationId && !organizations.has(query.organizationId))
      fail('organizationId', 'validation.unknownOption');
    const singleChoice = (id: string | undefined, field: string) => {
      const question = questions.find((candidate) => candidate.id === id);
      if (!question || question.type !== 'single') fail(field, 'report.notSingleChoice');
      return question as FrozenQuestion;
    };
    if (query.groupBy === 'question') {
      if (!query.groupQuestionId) fail('groupQuestionId', 'validation.required');
      singleChoice(query.groupQuestionId, 'groupQuestionId');
    }
    const request: ReportRequest = {
      groupBy: query.groupBy,
      groupQuestionId: query.groupBy === 'question' ? query.groupQuestionId : undefined,
      filters: { departmentId: query.departmentId, organizationId: query.organizationId },
    };
    if (query.filterQuestionId || query.filterOptionKey) {
      if (!query.filterQuestionId || !query.filterOptionKey)
        fail(
          query.filterQuestionId ? 'filterOptionKey' : 'filterQuestionId',
          'report.bothRequired',
        );
      const question = singleChoice(query.filterQuestionId, 'filterQuestionId');
      const key = query.filterOptionKey as string;
      const preferNot = key === PREFER_NOT_TO_ANSWER && question.sensitive;
      if (!preferNot && !question.options.some((option) => option.key === key))
        fail('filterOptionKey', 'validation.unknownOption');
      request.filters.demographic = {
        questionId: question.id,
        key: preferNot ? TALLY_KEY.preferNot : key,
      };
    }
    return { survey, questions, request, departments, organizations };
  }

  /**
   * The counts a report is built from: the tallies, split by one single-choice question's answer
   * when it groups or filters (the pair tallies); only a grouping and a filter by two different
   * questions read the answers.
   */
  private cells(
    surveyId: string,
    questions: FrozenQuestion[],
    request: ReportRequest,
    figures: Figures,
  ) {
    const groupQuestionId = request.groupBy === 'question' ? request.groupQuestionId : undefined;
    const filterQuestionId = request.filters.demographic?.questionId;
    const byQuestionId = groupQuestionId ?? filterQuestionId;
    if (!byQuestionId) return this.reports.tallyCells(surveyId, figures);
    if (!groupQuestionId || !filterQuestionId || groupQuestionId === filterQuestionId)
      return this.reports.pairCells(
        surveyId,
        byQuestionId,
        { group: !!groupQuestionId, filter: !!filterQuestionId },
        figures,
      );
    return this.reports.answerCells(
      surveyId,
      groupQuestionId,
      filterQuestionId,
      questions
        .filter((question) => question.type === 'multiple' || question.type === 'ranking')
        .map(({ id }) => id),
      figures,
    );
  }

  async compute(
    scope: Pick<TenantScope, 'language'>,
    prepared: PreparedReport,
  ): Promise<ReportView> {
    const read = await this.read(prepared);
    const control = disclosureFor(read.cells, prepared.questions, read.minimum, prepared.request);
    return this.build(scope, prepared, read, control);
  }

  /** The counts of a report, its held anonymous answers moved first. */
  async read(prepared: PreparedReport): Promise<ReportCounts> {
    const { survey, questions, request } = prepared;
    // Anonymous answers wait up to 15 s in a shuffled batch; a report counts them too.
    await this.anonymousAnswers.flush(survey.id);
    const minimum = await this.settings.minimumGroupSize();
    const figures = await this.figuresOf(survey, minimum);
    const [cellRows, invited, visitors] = await Promise.all([
      this.cells(survey.id, questions, request, figures),
      request.filters.demographic ? Promise.resolve(null) : this.reports.invited(survey.id),
      this.reports.visitors(survey.id),
    ]);
    return {
      minimum,
      cells: new CellIndex(cellRows, request.filters),
      invited,
      visitors,
      figures,
    };
  }

  /**
   * A running survey's reports read its published figures, published anew only in steps of at
   * least k respondents per group (publication.repository.ts); once it ends, its final ones.
   */
  async figuresOf(survey: Survey, minimum: number): Promise<Figures> {
    if (surveyStatus(survey) !== 'in-progress') return 'live';
    await this.publication.publish(survey.id, minimum);
    return 'published';
  }

  /** The report of `read`'s counts, publishing what `control` decides. */
  async build(
    scope: Pick<TenantScope, 'language'>,
    prepared: PreparedReport,
    read: ReportCounts,
    control: DisclosureControl,
  ): Promise<ReportView> {
    const { survey, questions, request } = prepared;
    const { minimum, cells, invited, visitors } = read;
    const comments = new Map(
      await Promise.all(
        listableComments(request, questions, control, cells).map(
          async (questionId) =>
            [
              questionId,
              await this.reports.comments(
                survey.id,
                questionId,
                request.filters,
                COMMENT_LIMIT,
                read.figures,
              ),
            ] as const,
        ),
      ),
    );
    return buildReport({
      survey: {
        id: survey.id,
        name: survey.name,
        anonymous: survey.anonymous,
        status: surveyStatus(survey),
      },
      questions,
      language: scope.language,
      minimum,
      request,
      cells,
      departments: prepared.departments,
      organizations: prepared.organizations,
      invited,
      visitors,
      comments,
      control,
    });
  }
}
