import { Injectable } from '@nestjs/common';
import { AnonymousAnswers } from '../../answers/anonymous-answers.service';
import { isDemographic } from '../../answers/intersection-tally';
import { ValidationFailedException } from '../../common/http/app-exceptions';
import { MessageKey } from '../../common/i18n/messages.pt-BR';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { FrozenQuestion, PREFER_NOT_TO_ANSWER } from '../../survey/question.model';
import { ReportRepository } from '../report.repository';
import { PreparedReport, ReportService } from '../report.service';
import { ReportSettingService } from '../../setting/report-setting.service';
import { TALLY_KEY } from '../../answers/tally-keys';
import { CellIndex } from '../tables/cell-index';
import { IntersectionQueryDto } from './intersection.dto';
import { Dimension, IntersectionView } from './intersection.model';
import { IntersectionRepository } from './intersection.repository';
import { Figures } from '../publication.repository';
import { buildIntersection, Side, statementsOf } from './intersection-view';

export interface PreparedIntersection {
  report: PreparedReport;
  rows: Side;
  columns: Side;
}

const fail = (field: string, key: MessageKey): never => {
  throw ValidationFailedException.of(field, key);
};

/**
 * Two-way tables (rows × columns: any two of department, organization and a demographic answer),
 * read from the tallies: the plain ones for department × organization, the pair tallies for one
 * answer, the intersection tallies for two. None reads the answers.
 */
@Injectable()
export class IntersectionService {
  constructor(
    private readonly reports: ReportService,
    private readonly reads: ReportRepository,
    private readonly intersections: IntersectionRepository,
    private readonly anonymousAnswers: AnonymousAnswers,
    private readonly settings: ReportSettingService,
  ) {}

  async intersection(
    scope: Pick<TenantScope, 'companyId' | 'language'>,
    surveyId: string,
    query: IntersectionQueryDto,
  ): Promise<IntersectionView> {
    return this.compute(scope, await this.prepare(scope.companyId, surveyId, query));
  }

  /** Finds the survey (404 otherwise) and checks the two sides and the filters against it. */
  async prepare(
    companyId: string,
    surveyId: string,
    query: IntersectionQueryDto,
  ): Promise<PreparedIntersection> {
    const { departmentId, organizationId, filterQuestionId, filterOptionKey } = query;
    const report = await this.reports.prepare(companyId, surveyId, {
      departmentId,
      organizationId,
      filterQuestionId,
      filterOptionKey,
    });
    const sideOf = (by: Dimension, questionId: string | undefined, field: string) => {
      if (by !== 'question') return { by };
      if (!questionId) return fail(field, 'validation.required');
      const question = report.questions.find((candidate) => candidate.id === questionId);
      if (!question || !isDemographic(question)) return fail(field, 'report.notDemographic');
      return { by, question };
    };
    const rows = sideOf(query.rowsBy, query.rowsQuestionId, 'rowsQuestionId');
    const columns = sideOf(query.columnsBy, query.columnsQuestionId, 'columnsQuestionId');
    if (rows.by === columns.by && (rows.by !== 'question' || rows.question === columns.question))
      fail('columnsBy', 'report.sameDimension');
    const onSide = (by: Dimension, question?: FrozenQuestion) =>
      [rows, columns].some((side) => side.by === by && (!question || side.question === question));
    if (departmentId && onSide('department')) fail('departmentId', 'report.filterOnDimension');
    if (organizationId && onSide('organization'))
      fail('organizationId', 'report.filterOnDimension');
    const filterQuestion = report.questions.find((question) => question.id === filterQuestionId);
    if (filterQuestion && onSide('question', filterQuestion))
      fail('filterQuestionId', 'report.filterOnDimension');
    if (filterQuestion && rows.by === 'question' && columns.by === 'question')
      fail('filterQuestionId', 'report.filterOnTwoAnswers');
    if (filterQuestion && !isDemographic(filterQuestion) && (rows.question ?? columns.question))
      fail('filterQuestionId', 'report.notDemographic');
    // The first question on a side is read as the grouping answer, a second one as the filter's.
    const asSide = (
      side: { by: Dimension; question?: FrozenQuestion },
      other: typeof side,
    ): Side => ({
      ...side,
      axis:
        side.by !== 'question' ? side.by : side === columns && other.question ? 'filter' : 'group',
    });
    return { report, rows: asSide(rows, columns), columns: asSide(columns, rows) };
  }

  async compute(
    scope: Pick<TenantScope, 'language'>,
    prepared: PreparedIntersection,
  ): Promise<IntersectionView> {
    const { report, rows, columns } = prepared;
    const { survey, questions, request } = report;
    await this.anonymousAnswers.flush(survey.id);
    const minimum = await this.settings.minimumGroupSize();
    const cells = await this.cells(
      survey.id,
      prepared,
      await this.reports.figuresOf(survey, minimum),
    );
    const demographic = request.filters.demographic;
    return buildIntersection({
      survey: { id: survey.id, name: survey.name },
      language: scope.language,
      minimum,
      questions,
      filters: request.filters,
      filterView: {
        departmentId: request.filters.departmentId ?? null,
        organizationId: request.filters.organizationId ?? null,
        filterQuestionId: demographic?.questionId ?? null,
        filterOptionKey: demographic
          ? demographic.key === TALLY_KEY.preferNot
            ? PREFER_NOT_TO_ANSWER
            : demographic.key
          : null,
      },
      rows,
      columns,
      cells: new CellIndex(cells, request.filters),
      departments: report.departments,
      organizations: report.organizations,
    });
  }

  /** The grouping answer's question is on a side; the filter's is the other side's or the filter. */
  private cells(
    surveyId: string,
    { report, rows, columns }: PreparedIntersection,
    figures: Figures,
  ) {
    const sides = [rows, columns];
    const grouping = sides.find((side) => side.axis === 'group')?.question;
    const filtering =
      sides.find((side) => side.axis === 'filter')?.question?.id ??
      report.request.filters.demographic?.questionId;
    if (grouping && filtering) {
      const { departmentId, organizationId } = report.request.filters;
      const uses = (by: Dimension) => sides.some((side) => side.by === by);
      const organizations = !!organizationId || uses('organization');
      return this.intersections.cells(
        surveyId,
        grouping.id,
        filtering,
        {
          questionIds: statementsOf(report.questions).map(({ id }) => id),
          // An organization's table also reads its departments (hidden departments inside it).
          departments: organizations || !!departmentId || uses('department'),
          organizations,
        },
        figures,
      );
    }
    if (grouping || filtering)
      return this.reads.pairCells(
        surveyId,
        grouping?.id ?? (filtering as string),
        { group: !!grouping, filter: !!filtering },
        figures,
      );
    return this.reads.tallyCells(surveyId, figures);
  }
}
