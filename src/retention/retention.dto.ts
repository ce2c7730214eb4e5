import { ApiProperty } from '@nestjs/swagger';
import { IsInteger } from '../common/validation/decorators';
import { RETENTION_BOUNDS, RetentionPolicy } from './retention-policy';

const { identifiedAnswersDays, formerEmployeeDays, recordsDays } = RETENTION_BOUNDS;

export class RetentionPolicyBodyDto implements RetentionPolicy {
  @ApiProperty({ ...identifiedAnswersDays, description: 'Days after a survey closes' })
  @IsInteger(identifiedAnswersDays)
  identifiedAnswersDays: number;

  @ApiProperty({ ...formerEmployeeDays, description: 'Days after an employee is deactivated' })
  @IsInteger(formerEmployeeDays)
  formerEmployeeDays: number;

  @ApiProperty({ ...recordsDays, description: 'Days audit entries and sign-in records are kept' })
  @IsInteger(recordsDays)
  recordsDays: number;
}

export class RetentionCountsDto {
  @ApiProperty() identifiedResponses: number;
  @ApiProperty() drafts: number;
  @ApiProperty() formerEmployees: number;
  @ApiProperty() auditEntries: number;
  @ApiProperty() signInRecords: number;
}

export class RetentionPolicyDto extends RetentionPolicyBodyDto {
  @ApiProperty({ description: 'False while the company keeps the defaults' }) saved: boolean;
  @ApiProperty({ nullable: true, type: Date }) updatedAt: Date | null;
}

export class ErasureStatusDto {
  @ApiProperty() companyId: string;
  @ApiProperty({
    nullable: true,
    type: Date,
    description: 'When the worker erases it; null: not due',
  })
  dueAt: Date | null;
  @ApiProperty({ nullable: true, type: Date }) requestedAt: Date | null;
}
