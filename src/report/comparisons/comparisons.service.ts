import { Injectable } from '@nestjs/common';
import { BenchmarkService } from '../../benchmark/benchmark.service';
import { ValidationFailedException } from '../../common/http/app-exceptions';
import { TenantScope } from '../../common/tenant/scope.decorator';
import { buildBenchmark } from '../benchmark/benchmark-view';
import { BenchmarkView } from '../benchmark/benchmark.model';
import { buildInclusionIndex } from '../inclusion-index/inclusion-index-view';
import { InclusionIndexView } from '../inclusion-index/inclusion-index.model';
import { ReportQueryDto } from '../report.dto';
import { trendSections } from '../trend/trend-export';
import { TrendService } from '../trend/trend.service';
import { IntersectionSidesDto } from '../intersection/intersection-sides.dto';
import { IntersectionService } from '../intersection/intersection.service';
import { ReportView } from '../report.model';
import { PreparedReport, ReportService } from '../report.service';
import { Translator } from '../export/export-table';
import {
  benchmarkSections,
  ExportSection,
  indexSection,
  intersectionSections,
} from './export-sections';

/**
 * The views read beside a report — Brazil's population and the inclusion index — built from the
 * report itself, so they publish nothing the report would not.
 */
@Injectable()
export class ComparisonsService {
  constructor(
    private readonly reports: ReportService,
    private readonly populations: BenchmarkService,
    private readonly intersections: IntersectionService,
    private readonly trends: TrendService,
  ) {}

  async benchmark(
    scope: Pick<TenantScope, 'companyId' | 'language'>,
    surveyId: string,
    query: ReportQueryDto,
  ): Promise<BenchmarkView> {
    const prepared = await this.reports.prepare(scope.companyId, surveyId, query);
    return this.benchmarkOf(scope, prepared);
  }

  async benchmarkOf(
    scope: Pick<TenantScope, 'companyId' | 'language'>,
    prepared: PreparedReport,
  ): Promise<BenchmarkView> {
    const [report, populations] = await Promise.all([
      this.reports.compute(scope, prepared),
      this.populations.populations(scope.companyId),
    ]);
    return buildBenchmark(report, prepared.questions, populations);
  }

  async inclusionIndex(
    scope: Pick<TenantScope, 'companyId' | 'language'>,
    surveyId: string,
    query: ReportQueryDto,
  ): Promise<InclusionIndexView> {
    const prepared = await this.reports.prepare(scope.companyId, surveyId, query);
    return buildInclusionIndex(await this.reports.compute(scope, prepared), prepared.questions);
  }

  /**
   * What an export carries beside the report: the population benchmark, the inclusion index, the
   * trend over the survey's editions (when it has earlier ones) and, when asked for, a two-way
   * table under the report's filters (checked as the API checks it).
   */
  async exportSections(
    scope: Pick<TenantScope, 'companyId' | 'language'>,
    prepared: PreparedReport,
    report: ReportView,
    query: ReportQueryDto & Partial<IntersectionSidesDto>,
    t: Translator,
  ): Promise<ExportSection[]> {
    const benchmark = buildBenchmark(
      report,
      prepared.questions,
      await this.populations.populations(scope.companyId),
    );
    const index = indexSection(buildInclusionIndex(report, prepared.questions), t);
    const trend = prepared.survey.seriesId
      ? trendSections(await this.trends.trend(scope, prepared.survey.id, query), t)
      : [];
    const sections = [...benchmarkSections(benchmark, t), ...(index ? [index] : []), ...trend];
    if (!query.rowsBy && !query.columnsBy) return sections;
    if (!query.rowsBy || !query.columnsBy)
      throw ValidationFailedException.of(
        query.rowsBy ? 'columnsBy' : 'rowsBy',
        'validation.required',
      );
    const intersection = await this.intersections.intersection(scope, prepared.survey.id, {
      ...query,
      rowsBy: query.rowsBy,
      columnsBy: query.columnsBy,
    });
    return [...sections, ...intersectionSections(intersection, t)];
  }
}
