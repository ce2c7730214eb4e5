import { Injectable } from '@nestjs/common';
import { conflict, ValidationFailedException } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { reportQuestions } from '../../survey/matrix';
import { Survey, surveyStatus } from '../../survey/survey/survey.entities';
import { SurveyRepository } from '../../survey/survey/survey.repository';
import { ReportQueryDto } from '../report.dto';
import { PreparedReport, ReportService } from '../report.service';
import { disclosureFor } from '../tables/report-builder';
import { decideTogether, hiddenInReport } from './joint-control';
import { sharedQuestions } from './shared-questions';
import { buildTrend, EditionReport } from './trend-view';
import { TrendView } from './trend.model';

type Scope = Pick<TenantScope, 'companyId' | 'language'>;

/**
 * A survey beside its earlier editions (the trend) or beside another survey of the company that
 * shares questions (a comparison): the reports of all of them decided together, then set side
 * by side per question, group and measure.
 */
@Injectable()
export class TrendService {
  constructor(
    private readonly reports: ReportService,
    private readonly surveys: SurveyRepository,
  ) {}

  /** The editions of the survey's series up to this one; a survey outside any series alone. */
  async trend(scope: Scope, surveyId: string, query: ReportQueryDto): Promise<TrendView> {
    const prepared = await this.reports.prepare(scope.companyId, surveyId, query);
    const { survey } = prepared;
    if (!survey.seriesId || !survey.edition) return this.together(scope, prepared, [], query, null);
    const [editions, series] = await Promise.all([
      this.surveys.editionsUpTo(scope.companyId, survey.seriesId, survey.edition),
      this.surveys.series(scope.companyId, survey.seriesId),
    ]);
    const earlier = editions.filter((edition) => edition.id !== survey.id);
    return this.together(scope, prepared, earlier, query, series);
  }

  /** The survey beside another of the company, on the questions they share. */
  async compare(
    scope: Scope,
    surveyId: string,
    otherId: string,
    query: ReportQueryDto,
  ): Promise<TrendView> {
    const prepared = await this.reports.prepare(scope.companyId, surveyId, query);
    const other = await this.surveys.get(scope.companyId, otherId);
    if (!other.snapshot) throw conflict('survey.notSent');
    if (!sharedQuestions(prepared.questions, reportQuestions(other.snapshot.questions)).size)
      throw ValidationFailedException.of('otherId', 'report.nothingShared');
    return this.together(scope, prepared, [other], query, null);
  }

  private async together(
    scope: Scope,
    prepared: PreparedReport,
    others: Survey[],
    query: ReportQueryDto,
    series: TrendView['series'],
  ): Promise<TrendView> {
    const members = [
      ...(await Promise.all(others.map((other) => this.alongside(scope, prepared, other, query)))),
      {
        prepared,
        questionOf: new Map(prepared.questions.map(({ id }) => [id, id] as [string, string])),
      },
    ];
    const reads = await Promise.all(members.map((member) => this.reports.read(member.prepared)));
    const reports = await decideTogether(
      members.map((member, index) => {
        const common = new Map([...member.questionOf].map(([ours, theirs]) => [theirs, ours]));
        return {
          // A question the survey does not share keeps a name of its own, linked to nothing.
          common: (questionId: string | null) =>
            questionId === null
              ? null
              : (common.get(questionId) ?? `${member.prepared.survey.id}:${questionId}`),
          control: (related: Parameters<typeof disclosureFor>[4]) =>
            disclosureFor(
              reads[index].cells,
              member.prepared.questions,
              reads[index].minimum,
              member.prepared.request,
              related,
            ),
        };
      }),
      (controls) =>
        Promise.all(
          members.map(async (member, index) => ({
            request: member.prepared.request,
            report: await this.reports.build(scope, member.prepared, reads[index], controls[index]),
          })),
        ),
      ({ report, request }) => hiddenInReport(report, request),
    );
    const editions: EditionReport[] = members.map((member, index) => ({
      edition: {
        id: member.prepared.survey.id,
        name: member.prepared.survey.name,
        edition: member.prepared.survey.edition,
        status: surveyStatus(member.prepared.survey),
      },
      report: reports[index].report,
      questionOf: member.questionOf,
    }));
    return buildTrend(editions, prepared.questions, series);
  }

  /** Another survey's report under the same request, its questions named by their match. */
  private async alongside(
    scope: Scope,
    prepared: PreparedReport,
    other: Survey,
    query: ReportQueryDto,
  ) {
    // A matrix's statements are questions of their own in a report, in both surveys alike.
    const questionOf = sharedQuestions(
      prepared.questions,
      reportQuestions(other.snapshot?.questions ?? []),
    );
    const mapped = (id: string | undefined, field: string) => {
      if (!id) return id;
      const theirs = questionOf.get(id);
      if (!theirs) throw ValidationFailedException.of(field, 'report.notShared');
      return theirs;
    };
    const otherPrepared = await this.reports.prepare(scope.companyId, other.id, {
      ...query,
      groupQuestionId: mapped(prepared.request.groupQuestionId, 'groupQuestionId'),
      filterQuestionId: mapped(
        prepared.request.filters.demographic?.questionId,
        'filterQuestionId',
      ),
    });
    return { prepared: otherPrepared, questionOf };
  }
}
