import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The consent to sensitive questions (LGPD art. 11): the text version, the answer, and when. */
export interface ConsentRecord {
  version: string;
  given: boolean;
  /** When the response was given: an ISO instant, or only the day for an anonymous response. */
  at: string;
  /** When the person withdrew it (LGPD art. 8 §5): the answers it allowed are gone since. */
  withdrawnAt?: string;
}

@Entity('survey_response')
export class SurveyResponse {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') surveyId: string;
  @Column('uuid') companyId: string;
  /** Identified surveys only; null in an anonymous survey. */
  @Column('uuid', { nullable: true }) employeeId: string | null;
  @Column('uuid', { nullable: true }) departmentId: string | null;
  @Column('uuid', { nullable: true }) organizationId: string | null;
  /** The day only: a finer time could be matched against other records. */
  @Column('date') submittedOn: string;
  @Column('text') language: string;
  @Column('jsonb') consent: ConsentRecord;
}
