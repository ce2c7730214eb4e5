import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { HideReason } from '../report.model';
import { COMMENT_ID } from '../report.repository';

export interface CommentRef {
  responseId: string;
  questionId: string;
}

/** Which free-text answers are hidden from reports; the answers themselves are never changed. */
@Injectable()
export class CommentModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The free-text answer of a survey (already scoped to its company) behind a comment's id. */
  async find(surveyId: string, commentId: string): Promise<CommentRef | null> {
    const [row]: Array<{ response_id: string; question_id: string }> = await this.dataSource.query(
      `SELECT a.response_id, a.question_id FROM survey_answer a
       WHERE a.survey_id = $1 AND a.value_text IS NOT NULL AND ${COMMENT_ID} = $2
       LIMIT 1`,
      [surveyId, commentId],
    );
    return row ? { responseId: row.response_id, questionId: row.question_id } : null;
  }

  /** True when this hid it (false: it was hidden already). */
  async hide(
    manager: EntityManager,
    comment: CommentRef & { surveyId: string; companyId: string },
    by: string,
    reason: HideReason,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO hidden_comment (response_id, question_id, survey_id, company_id, hidden_by, reason)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING response_id`,
      [comment.responseId, comment.questionId, comment.surveyId, comment.companyId, by, reason],
    );
    return rows.length > 0;
  }

  /** True when this showed it again (false: it was not hidden). */
  async show(manager: EntityManager, comment: CommentRef, companyId: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM hidden_comment WHERE response_id = $1 AND question_id = $2 AND company_id = $3`,
      [comment.responseId, comment.questionId, companyId],
    );
    return affected > 0;
  }
}
