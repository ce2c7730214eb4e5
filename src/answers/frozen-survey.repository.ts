import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LocalizedException } from '../common/http/app-exceptions';
import { Survey, SurveySnapshot, surveyStatus } from '../survey/survey/survey.entities';
import { isUuid } from '../common/validation/uuid';
import { SurveyTexts } from '../survey/survey/survey-texts';

const CACHED_SNAPSHOTS = 500;

/** What never changes once a survey is sent (its texts may: they are read fresh). */
export interface FrozenSurvey {
  id: string;
  companyId: string;
  anonymous: boolean;
  snapshot: SurveySnapshot;
}

/** A sent survey as the answering side needs it: its state read fresh, its questions frozen. */
export interface OpenSurvey {
  id: string;
  companyId: string;
  name: string;
  /** Read only when asked for: the page shows them, drafts and the logo do not need them. */
  texts: SurveyTexts | null;
  anonymous: boolean;
  accessModes: string[];
  sentAt: Date;
  closedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
  snapshot: SurveySnapshot;
}

/**
 * Reads sent surveys for respondents. What a sent survey froze (company, anonymity, questions)
 * never changes, so it is kept in memory once read; dates and closing are read from the database
 * every time they matter.
 */
@Injectable()
export class FrozenSurveyRepository {
  private readonly frozen = new Map<string, FrozenSurvey>();

  constructor(private readonly dataSource: DataSource) {}

  async open(surveyId: string, { withTexts = false } = {}): Promise<OpenSurvey> {
    const cached = this.frozen.get(surveyId);
    const [row] = isUuid(surveyId)
      ? await this.dataSource.query(
          `SELECT id, company_id, name, anonymous, ${withTexts ? 'texts,' : ''} access_modes, sent_at, closed_at, starts_at, ends_at
             ${cached ? '' : ', snapshot'}
           FROM survey WHERE id = $1 AND deleted_at IS NULL AND sent_at IS NOT NULL`,
          [surveyId],
        )
      : [];
    if (!row) throw new LocalizedException(HttpStatus.NOT_FOUND, 'survey.notFound');
    const frozen =
      cached ??
      this.remember({
        id: row.id,
        companyId: row.company_id,
        anonymous: row.anonymous,
        snapshot: row.snapshot,
      });
    return {
      id: row.id,
      companyId: row.company_id,
      name: row.name,
      texts: row.texts ?? null,
      anonymous: row.anonymous,
      accessModes: row.access_modes,
      sentAt: row.sent_at,
      closedAt: row.closed_at,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      snapshot: frozen.snapshot,
    };
  }

  /** The frozen part alone, from memory when it was read before: the hot path of submissions. */
  async frozenSurvey(surveyId: string): Promise<FrozenSurvey> {
    return this.frozen.get(surveyId) ?? (await this.open(surveyId));
  }

  private remember(survey: FrozenSurvey): FrozenSurvey {
    if (this.frozen.size >= CACHED_SNAPSHOTS)
      this.frozen.delete(this.frozen.keys().next().value as string);
    this.frozen.set(survey.id, survey);
    return survey;
  }
}

/** Answers are taken only while a survey runs: 403 before it starts, 410 once closed or expired. */
export function assertOpen(
  survey: Pick<Survey, 'sentAt' | 'closedAt' | 'startsAt' | 'endsAt'>,
): void {
  const status = surveyStatus(survey);
  if (status === 'not-started')
    throw new LocalizedException(HttpStatus.FORBIDDEN, 'survey.notOpenYet');
  if (status !== 'in-progress') throw new LocalizedException(HttpStatus.GONE, 'survey.closed');
}
