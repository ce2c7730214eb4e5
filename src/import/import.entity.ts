import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { LocalizedMessage } from '../common/http/app-exceptions';
import { ColumnMapping } from './column-mapping';
import type { SpreadsheetType } from '../common/spreadsheet/spreadsheet-file';
import { ImportStatus } from './import.model';

/** One spreadsheet upload and where it stands (DESIGN §3b); its rows are staged beside it. */
@Entity('employee_import')
export class EmployeeImport {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column('uuid', { nullable: true }) createdBy: string | null;
  @Column() fileName: string;
  @Column() fileKey: string;
  @Column('text') fileType: SpreadsheetType;
  @Column('text') status: ImportStatus;
  /** 0–100 of the step under way. */
  @Column() progress: number;
  @Column('text', { array: true }) headers: string[];
  @Column('jsonb') suggestedMapping: ColumnMapping;
  @Column('jsonb', { nullable: true }) mapping: ColumnMapping | null;
  @Column() createMissing: boolean;
  @Column() validationRun: number;
  @Column() total: number;
  @Column() valid: number;
  @Column() invalid: number;
  @Column() created: number;
  @Column() updated: number;
  @Column() unchanged: number;
  @Column() rejected: number;
  @Column('jsonb', { nullable: true }) error: LocalizedMessage | null;
  @Column('timestamptz', { nullable: true }) committedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
