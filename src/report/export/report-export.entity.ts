import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LanguageCode } from '../../common/i18n/languages';
import { IntersectionSidesDto } from '../intersection/intersection-sides.dto';
import { ExportFormat, ReportQueryDto } from '../report.dto';

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A report export made by the worker: what was asked, how far it got, where the file is. */
@Entity('report_export')
export class ReportExport {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column('uuid') surveyId: string;
  @Column('uuid', { nullable: true }) requestedBy: string | null;
  @Column('text') format: ExportFormat;
  @Column('text') language: LanguageCode;
  @Column('jsonb') query: ReportQueryDto & Partial<IntersectionSidesDto>;
  @Column('text') status: ExportStatus;
  @Column('int') progress: number;
  @Column('text', { nullable: true }) fileKey: string | null;
  @Column('text', { nullable: true }) fileName: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz', { nullable: true }) finishedAt: Date | null;
}
