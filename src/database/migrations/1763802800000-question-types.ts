import { MigrationInterface, QueryRunner } from 'typeorm';
import type { QuestionOption } from '../../survey/question.model';

type Triple = [string, string, string];

const labels = ([ptBR, enUS, esES]: Triple) => ({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES });
const option = (key: string, names: Triple, favourable?: boolean): QuestionOption => ({
  key,
  labels: labels(names),
  ...(favourable === undefined ? {} : { favourable }),
});
const texts = ([ptBR, enUS, esES]: Triple) => ({
  'pt-BR': { text: ptBR },
  'en-US': { text: enUS },
  'es-ES': { text: esES },
});

/** The agreement scale of the first library (migration 1763800500000), copied as it was seeded. */
const AGREEMENT: QuestionOption[] = [
  option('1', ['Discordo totalmente', 'Strongly disagree', 'Totalmente en desacuerdo'], false),
  option('2', ['Discordo', 'Disagree', 'En desacuerdo'], false),
  option(
    '3',
    ['Nem concordo nem discordo', 'Neither agree nor disagree', 'Ni de acuerdo ni en desacuerdo'],
    false,
  ),
  option('4', ['Concordo', 'Agree', 'De acuerdo'], true),
  option('5', ['Concordo totalmente', 'Strongly agree', 'Totalmente de acuerdo'], true),
];

/** NPS scores as the questionnaire gives them (question.model.ts), fixed here as seeded. */
const SCORES: QuestionOption[] = Array.from({ length: 11 }, (_, score) =>
  option(String(score), [String(score), String(score), String(score)]),
);

const LIBRARY = [
  {
    code: 'enps',
    type: 'nps',
    category: null,
    texts: texts([
      'Numa escala de 0 a 10, quanto você recomendaria esta empresa como um lugar para trabalhar?',
      'On a scale from 0 to 10, how likely are you to recommend this company as a place to work?',
      'En una escala de 0 a 10, ¿cuánto recomendaría esta empresa como lugar para trabajar?',
    ]),
    options: SCORES,
    statements: [],
  },
  {
    code: 'belonging-matrix',
    type: 'matrix',
    category: 'belonging',
    texts: texts([
      'O quanto você concorda com as afirmações abaixo?',
      'How much do you agree with the statements below?',
      '¿Cuánto está de acuerdo con las siguientes afirmaciones?',
    ]),
    options: AGREEMENT,
    statements: [
      option('belong', [
        'Sinto que pertenço a esta empresa.',
        'I feel I belong at this company.',
        'Siento que pertenezco a esta empresa.',
      ]),
      option('be-myself', [
        'Posso ser eu mesmo(a) no trabalho.',
        'I can be myself at work.',
        'Puedo ser yo mismo(a) en el trabajo.',
      ]),
      option('voice', [
        'Minhas ideias são ouvidas, mesmo quando diferem das da maioria.',
        'My ideas are heard, even when they differ from most people’s.',
        'Mis ideas son escuchadas, incluso cuando difieren de las de la mayoría.',
      ]),
      option('fair-treatment', [
        'Sou tratado(a) de forma justa, independentemente de quem eu sou.',
        'I am treated fairly, regardless of who I am.',
        'Me tratan de forma justa, sin importar quién soy.',
      ]),
    ],
  },
];

/**
 * Matrix, NPS (0–10) and ranking questions. A matrix keeps its statements (rows) beside its
 * options (the scale each row is answered on); answers to a row are stored under an id derived
 * from the matrix and the statement (src/survey/matrix.ts), so no answer or tally table changes.
 * The library gains an eNPS question and a belonging/inclusion matrix, in three languages.
 */
export class QuestionTypes1763802800000 implements MigrationInterface {
  name = 'QuestionTypes1763802800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['predefined_question', 'questionnaire_question']) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP CONSTRAINT ${table}_type_check,
           ADD CONSTRAINT ${table}_type_check CHECK (type IN
             ('single', 'multiple', 'scale', 'text', 'number', 'matrix', 'nps', 'ranking')),
           ADD COLUMN statements jsonb NOT NULL DEFAULT '[]'`,
      );
    }
    for (const question of LIBRARY) {
      await queryRunner.query(
        `INSERT INTO predefined_question (code, type, category, sensitive, texts, options, statements, position)
         SELECT $1, $2, $3, false, $4, $5, $6, coalesce(max(position) + 1, 0) FROM predefined_question`,
        [
          question.code,
          question.type,
          question.category,
          JSON.stringify(question.texts),
          JSON.stringify(question.options),
          JSON.stringify(question.statements),
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Questionnaires may have copied the library's questions: they are removed with them.
    await queryRunner.query(
      `DELETE FROM questionnaire_question WHERE type IN ('matrix', 'nps', 'ranking')`,
    );
    await queryRunner.query(
      `DELETE FROM predefined_question WHERE type IN ('matrix', 'nps', 'ranking')`,
    );
    for (const table of ['predefined_question', 'questionnaire_question']) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN statements, DROP CONSTRAINT ${table}_type_check,
           ADD CONSTRAINT ${table}_type_check CHECK (type IN ('single', 'multiple', 'scale', 'text', 'number'))`,
      );
    }
  }
}
