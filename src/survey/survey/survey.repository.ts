import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { listColumns } from '../../common/pagination/list-columns';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { RECURRENCE_MONTHS, Survey, SurveySnapshot } from './survey.entities';

/** Surveys of a company: drafts, sending, editions and schedules. */
@Injectable()
export class SurveyRepository extends TenantRepository<Survey> {
  constructor(@InjectRepository(Survey) repository: Repository<Survey>) {
    super(repository, 'survey');
  }

  /** Not the snapshot: the list shows only how many questions it froze, which the row keeps. */
  protected override listed(builder: SelectQueryBuilder<Survey>): SelectQueryBuilder<Survey> {
    return builder.select(
      listColumns<Survey>('survey', [
        'name',
        'texts',
        'questionnaireId',
        'anonymous',
        'audience',
        'startsAt',
        'endsAt',
        'accessModes',
        'reminderIntervalDays',
        'sentAt',
        'closedAt',
        'seriesId',
        'edition',
        'recurrence',
        'questionCount',
      ]),
    );
  }

  /**
   * Puts a new survey in the series of `source` as its next edition, opening the series (named
   * after the source, its first edition) when the source has none. The series row is locked,
   * so two new editions at once get consecutive numbers.
   */
  async insertEdition(
    manager: EntityManager,
    source: Survey,
    values: Partial<Survey>,
  ): Promise<string> {
    let seriesId = source.seriesId;
    if (!seriesId) {
      const [series]: Array<{ id: string }> = await manager.query(
        `INSERT INTO survey_series (company_id, name) VALUES ($1, $2) RETURNING id`,
        [source.companyId, source.name],
      );
      seriesId = series.id;
      const [, claimed]: [unknown, number] = await manager.query(
        `UPDATE survey SET series_id = $2, edition = 1 WHERE id = $1 AND series_id IS NULL`,
        [source.id, seriesId],
      );
      // Another new edition opened a series for the source meanwhile: join that one.
      if (!claimed) {
        const [current]: Array<{ series_id: string }> = await manager.query(
          `SELECT series_id FROM survey WHERE id = $1`,
          [source.id],
        );
        await manager.query(`DELETE FROM survey_series WHERE id = $1`, [seriesId]);
        seriesId = current.series_id;
      }
    }
    await manager.query(`SELECT 1 FROM survey_series WHERE id = $1 FOR UPDATE`, [seriesId]);
    const [{ next }]: Array<{ next: number }> = await manager.query(
      `SELECT coalesce(max(edition), 0) + 1 AS next FROM survey WHERE series_id = $1`,
      [seriesId],
    );
    const saved = await manager.save(
      manager.create(Survey, { ...values, companyId: source.companyId, seriesId, edition: next }),
    );
    return saved.id;
  }

  /** The sent editions of a series up to `edition`, oldest first. */
  async editionsUpTo(companyId: string, seriesId: string, edition: number): Promise<Survey[]> {
    return this.scoped(companyId)
      .andWhere('survey.seriesId = :seriesId AND survey.edition <= :edition', { seriesId, edition })
      .andWhere('survey.sentAt IS NOT NULL')
      .orderBy('survey.edition', 'ASC')
      .getMany();
  }

  /** A series of the company (its id and name); null when there is none such. */
  async series(companyId: string, seriesId: string): Promise<{ id: string; name: string } | null> {
    const [row]: Array<{ id: string; name: string }> = await this.repository.query(
      `SELECT id, name FROM survey_series WHERE id = $1 AND company_id = $2`,
      [seriesId, companyId],
    );
    return row ?? null;
  }

  /** A sent survey's end or closing, changed inside the caller's transaction. */
  async reschedule(
    manager: EntityManager,
    companyId: string,
    id: string,
    values: Partial<Pick<Survey, 'endsAt' | 'closedAt' | 'figuresPublishedAt'>>,
  ): Promise<void> {
    await manager.update(Survey, { id, companyId }, values);
  }

  /** Marks a draft sent with its frozen questions; null when it was sent (or deleted) meanwhile. */
  async claimSend(
    manager: EntityManager,
    surveyId: string,
    snapshot: SurveySnapshot,
  ): Promise<Date | null> {
    // For UPDATE … RETURNING the driver answers [rows, count].
    const [[claimed]]: [Array<{ sent_at: Date }>] = await manager.query(
      `UPDATE survey SET snapshot = $2, sent_at = now(), updated_at = now()
       WHERE id = $1 AND sent_at IS NULL AND deleted_at IS NULL
       RETURNING sent_at`,
      [surveyId, JSON.stringify(snapshot)],
    );
    return claimed?.sent_at ?? null;
  }

  /**
   * Marks a reminder round; with `onlyIfDue`, only while the survey's interval has passed. The
   * row stays locked until the round commits. False when there is nothing to claim.
   */
  async claimReminder(
    manager: EntityManager,
    surveyId: string,
    onlyIfDue: boolean,
  ): Promise<boolean> {
    const [rows]: [unknown[]] = await manager.query(
      `UPDATE survey SET last_reminder_at = now()
       WHERE id = $1 AND (NOT $2::boolean
         OR coalesce(last_reminder_at, sent_at) <= now() - make_interval(days => reminder_interval_days))
       RETURNING id`,
      [surveyId, onlyIfDue],
    );
    return rows.length > 0;
  }

  /**
   * Sent surveys with automatic reminders whose interval has passed, of active companies whose
   * subscription has not run out (today in Brazil, as the subscription is read everywhere).
   */
  async dueForReminder(): Promise<Survey[]> {
    return this.repository
      .createQueryBuilder('survey')
      .where(
        'survey.reminderIntervalDays IS NOT NULL AND survey.sentAt IS NOT NULL AND survey.closedAt IS NULL',
      )
      .andWhere('(survey.endsAt IS NULL OR survey.endsAt > now())')
      .andWhere('(survey.startsAt IS NULL OR survey.startsAt <= now())')
      .andWhere(
        `coalesce(survey.lastReminderAt, survey.sentAt) <= now() - make_interval(days => survey.reminderIntervalDays)`,
      )
      .andWhere(
        `EXISTS (SELECT 1 FROM company c WHERE c.id = survey.companyId AND c.is_active AND c.deleted_at IS NULL
           AND (c.subscription_end_date IS NULL
             OR c.subscription_end_date >= (now() AT TIME ZONE 'America/Sao_Paulo')::date))`,
      )
      .getMany();
  }

  /**
   * Sent recurring surveys whose next period has begun (a period after their start, or their
   * sending when they have no start) and that have not opened it yet.
   */
  async dueForNextEdition(): Promise<Survey[]> {
    return this.repository
      .createQueryBuilder('survey')
      .where(`survey.recurrence <> 'none' AND survey.recurredAt IS NULL`)
      .andWhere('survey.sentAt IS NOT NULL AND survey.endsAt IS NOT NULL')
      .andWhere(`coalesce(survey.startsAt, survey.sentAt) + ${PERIOD} <= now()`)
      .getMany();
  }

  /**
   * Marks a recurring survey as having opened its next edition and answers that edition's dates,
   * shifted by one period; null when another run claimed it first or the recurrence was stopped.
   */
  async claimNextEdition(
    manager: EntityManager,
    surveyId: string,
  ): Promise<{ startsAt: Date; endsAt: Date } | null> {
    const [[claimed]]: [Array<{ starts_at: Date; ends_at: Date }>] = await manager.query(
      `UPDATE survey SET recurred_at = now()
       WHERE id = $1 AND recurrence <> 'none' AND recurred_at IS NULL AND deleted_at IS NULL
       RETURNING coalesce(starts_at, sent_at) + ${PERIOD} AS starts_at, ends_at + ${PERIOD} AS ends_at`,
      [surveyId],
    );
    return claimed ? { startsAt: claimed.starts_at, endsAt: claimed.ends_at } : null;
  }
}

/** One recurrence period of the survey row in scope, as an SQL interval (months, as Postgres adds them). */
const PERIOD = `make_interval(months => CASE recurrence ${Object.entries(RECURRENCE_MONTHS)
  .map(([recurrence, months]) => `WHEN '${recurrence}' THEN ${months}`)
  .join(' ')} END)`;
