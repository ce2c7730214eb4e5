import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { notFound } from '../../common/http/app-exceptions';
import { listColumns } from '../../common/pagination/list-columns';
import { paginate } from '../../common/pagination/paginate';
import { Page, PageQueryDto } from '../../common/pagination/page-query.dto';
import { TenantRepository } from '../../common/tenant/tenant.repository';
import { Questionnaire, QuestionnaireQuestion } from './questionnaire.entities';

const QUESTION_ORDER = {
  position: 'question.position',
  type: 'question.type',
  createdAt: 'question.createdAt',
};

@Injectable()
export class QuestionnaireRepository extends TenantRepository<Questionnaire> {
  constructor(
    @InjectRepository(Questionnaire) repository: Repository<Questionnaire>,
    @InjectRepository(QuestionnaireQuestion)
    private readonly questions: Repository<QuestionnaireQuestion>,
  ) {
    super(repository, 'questionnaire');
  }

  protected override listed(
    builder: SelectQueryBuilder<Questionnaire>,
  ): SelectQueryBuilder<Questionnaire> {
    return builder.select(
      listColumns<Questionnaire>('questionnaire', [
        'name',
        'description',
        'createdAt',
        'updatedAt',
      ]),
    );
  }

  /** The questions in order; the questionnaire must be the company's. */
  async questionsOf(companyId: string, questionnaireId: string): Promise<QuestionnaireQuestion[]> {
    await this.get(companyId, questionnaireId);
    return this.questions.find({
      where: { questionnaireId, companyId },
      order: { position: 'ASC' },
    });
  }

  /** A page of the questions, in order unless asked otherwise; search reads every language. */
  async questionPage(
    companyId: string,
    questionnaireId: string,
    query: PageQueryDto,
  ): Promise<Page<QuestionnaireQuestion>> {
    await this.get(companyId, questionnaireId);
    const builder = this.questions
      .createQueryBuilder('question')
      .where('question.companyId = :companyId AND question.questionnaireId = :questionnaireId', {
        companyId,
        questionnaireId,
      });
    if (query.search) {
      builder.andWhere(
        `search_text(question.texts::text) LIKE '%' || search_text(:search) || '%'`,
        { search: query.search },
      );
    }
    return paginate(builder, query, QUESTION_ORDER, 'position');
  }

  async question(
    companyId: string,
    questionnaireId: string,
    questionId: string,
  ): Promise<QuestionnaireQuestion> {
    const questions = await this.questionsOf(companyId, questionnaireId);
    const question = questions.find((candidate) => candidate.id === questionId);
    if (!question) throw notFound();
    return question;
  }

  saveQuestions(
    manager: EntityManager,
    questions: QuestionnaireQuestion[],
  ): Promise<QuestionnaireQuestion[]> {
    return manager.getRepository(QuestionnaireQuestion).save(questions);
  }

  createQuestion(values: Partial<QuestionnaireQuestion>): QuestionnaireQuestion {
    return this.questions.create(values);
  }

  async deleteQuestion(manager: EntityManager, id: string): Promise<void> {
    await manager.getRepository(QuestionnaireQuestion).delete(id);
  }

  async questionCounts(companyId: string, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows: Array<{ questionnaire_id: string; count: string }> = await this.questions.query(
      `SELECT questionnaire_id, count(*) FROM questionnaire_question
       WHERE company_id = $1 AND questionnaire_id = ANY($2) GROUP BY questionnaire_id`,
      [companyId, ids],
    );
    return new Map(rows.map((row) => [row.questionnaire_id, Number(row.count)]));
  }

  /** Whether a sent survey froze a question showing this image (deleted surveys included). */
  async imageFrozen(companyId: string, imageKey: string): Promise<boolean> {
    const rows: unknown[] = await this.questions.query(
      `SELECT 1 FROM survey WHERE company_id = $1 AND snapshot -> 'questions' @> jsonb_build_array(jsonb_build_object('imageKey', $2::text)) LIMIT 1`,
      [companyId, imageKey],
    );
    return rows.length > 0;
  }

  async hasSurveys(questionnaireId: string): Promise<boolean> {
    const rows: unknown[] = await this.questions.query(
      'SELECT 1 FROM survey WHERE questionnaire_id = $1 AND deleted_at IS NULL LIMIT 1',
      [questionnaireId],
    );
    return rows.length > 0;
  }
}
