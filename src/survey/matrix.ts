import { createHash } from 'node:crypto';
import { FrozenQuestion, Localized, QuestionText } from './question.model';

/**
 * The id under which one statement of a matrix is answered, tallied and reported: each row is a
 * question of its own for reports. Derived from the matrix's id and the statement's key (a
 * name-based UUID, RFC 9562 §5.5 layout over SHA-256) rather than stored, so that answers,
 * tallies, consent withdrawal and reports agree without a table of ids.
 */
export function matrixRowId(questionId: string, statementKey: string): string {
  const hex = createHash('sha256').update(`${questionId}/${statementKey}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The questions a report reads: a matrix becomes one agreement-scale question per statement
 * ("the matrix's text — the statement"), with the matrix's options and position.
 */
export function reportQuestions(questions: FrozenQuestion[]): FrozenQuestion[] {
  return questions.flatMap((question) =>
    question.type !== 'matrix'
      ? [question]
      : question.statements.map((statement) => {
          const texts = {} as Localized<QuestionText>;
          for (const [language, text] of Object.entries(question.texts)) {
            const label =
              statement.labels[language as keyof typeof statement.labels] ??
              statement.labels['pt-BR'];
            texts[language as keyof typeof texts] = { text: `${text.text} — ${label}` };
          }
          return {
            ...question,
            id: matrixRowId(question.id, statement.key),
            type: 'scale' as const,
            texts,
            statements: [],
            condition: null,
          };
        }),
  );
}
