import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { FrozenQuestion } from '../question.model';
import {
  AccessMode,
  ParticipationStatus,
  Recurrence,
  SurveyAudience,
  SurveyStatus,
} from './survey.model';
import { SurveyTexts } from './survey-texts';

/** Months per period of a recurring survey. */
export const RECURRENCE_MONTHS: Record<Exclude<Recurrence, 'none'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** What an access code was made for: shared by hand, a kiosk, a poster, a handed-out sheet. */
export const ACCESS_CODE_PURPOSES = ['shared', 'kiosk', 'poster', 'handout'] as const;
export type AccessCodePurpose = (typeof ACCESS_CODE_PURPOSES)[number];

export interface SurveySnapshot {
  questionnaireName: string;
  questions: FrozenQuestion[];
}

@Entity('survey')
export class Survey {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column('uuid') questionnaireId: string;
  @Column() name: string;
  /** Title, invitation, introduction and closing per language (survey-texts.ts). */
  @Column('jsonb', { default: {} }) texts: SurveyTexts;
  @Column() anonymous: boolean;
  @Column('jsonb') audience: SurveyAudience;
  @Column('timestamptz', { nullable: true }) startsAt: Date | null;
  @Column('timestamptz', { nullable: true }) endsAt: Date | null;
  @Column('text', { array: true }) accessModes: AccessMode[];
  @Column('int', { nullable: true }) reminderIntervalDays: number | null;
  @Column('jsonb', { nullable: true }) snapshot: SurveySnapshot | null;
  /** Computed by the database from the snapshot (SurveyQuestionCount migration); null for a draft. */
  @Column({ type: 'int', nullable: true, insert: false, update: false })
  questionCount: number | null;
  @Column('timestamptz', { nullable: true }) sentAt: Date | null;
  @Column('timestamptz', { nullable: true }) closedAt: Date | null;
  @Column('timestamptz', { nullable: true }) lastReminderAt: Date | null;
  /** The series this survey is an edition of (a census year after year); null: on its own. */
  @Column('uuid', { nullable: true }) seriesId: string | null;
  @Column('int', { nullable: true }) edition: number | null;
  @Column('text', { default: 'none' }) recurrence: Recurrence;
  /** When this edition opened its successor; it recurs no more after that. */
  @Column('timestamptz', { nullable: true }) recurredAt: Date | null;
  /** When a running survey's reports last published their figures (report/publication). */
  @Column('timestamptz', { nullable: true }) figuresPublishedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @DeleteDateColumn({ type: 'timestamptz' }) deletedAt: Date | null;
}

/** The survey's state, derived from dates and actions (DESIGN §5b). */
export function surveyStatus(
  survey: Pick<Survey, 'sentAt' | 'closedAt' | 'startsAt' | 'endsAt'>,
  now = new Date(),
): SurveyStatus {
  if (!survey.sentAt) return 'draft';
  if (survey.closedAt) return 'closed';
  if (survey.endsAt && survey.endsAt <= now) return 'expired';
  if (survey.startsAt && survey.startsAt > now) return 'not-started';
  return 'in-progress';
}

@Entity('survey_participation')
export class SurveyParticipation {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') surveyId: string;
  @Column('uuid') companyId: string;
  @Column('uuid') employeeId: string;
  @Column('text') status: ParticipationStatus;
  @Column('text', { array: true }) inviteHashes: string[];
  @Column('date', { nullable: true }) invitedOn: string | null;
  @Column('date', { nullable: true }) remindedOn: string | null;
}

@Entity('survey_draft')
export class SurveyDraft {
  @Column('uuid', { primary: true }) participationId: string;
  @Column('jsonb') answers: unknown;
  @Column('jsonb', { nullable: true }) consent: unknown;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

@Entity('survey_access_code')
export class SurveyAccessCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') surveyId: string;
  @Column('uuid') companyId: string;
  @Column('text', { nullable: true }) label: string | null;
  @Column('text', { default: 'shared' }) purpose: AccessCodePurpose;
  @Column() codeHash: string;
  @Column('int', { nullable: true }) maxUses: number | null;
  @Column() uses: number;
  @Column('timestamptz', { nullable: true }) expiresAt: Date | null;
  @Column('timestamptz', { nullable: true }) revokedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}

/** One person at a kiosk or with a shared code: good for one submission. */
@Entity('survey_visit')
export class SurveyVisit {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') surveyId: string;
  @Column('uuid') accessCodeId: string;
  @Column() submitted: boolean;
}

/** What an edition keeps of the survey it follows: questionnaire, audience, access and texts. */
export function editionOf(source: Survey): Partial<Survey> {
  return {
    questionnaireId: source.questionnaireId,
    anonymous: source.anonymous,
    audience: source.audience,
    accessModes: source.accessModes,
    reminderIntervalDays: source.reminderIntervalDays,
    texts: source.texts,
  };
}
