import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionOption } from '../api/survey';
import type { ControlProps } from './answerControl';

/** Phones (the portal's 40rem breakpoint) show one statement at a time. */
const NARROW = '(max-width: 39.99rem)';

function useNarrow(): boolean {
  const query =
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return narrow;
}

/**
 * A matrix: one radio group per statement, each a fieldset whose legend is the statement, all on
 * the question's scale; the arrow keys move within a statement, Tab goes to the next one. On a
 * phone one statement shows at a time, with buttons to the previous and next one and a live
 * "statement 2 of 4" so a screen reader hears where it is.
 */
export function MatrixAnswer({ question, answer, onChange, invalid }: ControlProps) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [current, setCurrent] = useState(0);
  const rows = answer?.rows ?? {};
  const firstUnanswered = question.statements.findIndex((statement) => !rows[statement.key]);
  // Told a statement is missing, a phone shows the first one left (the others are out of sight).
  useEffect(() => {
    if (invalid && narrow && firstUnanswered >= 0) setCurrent(firstUnanswered);
    // Only when the error appears: moving on afterwards stays the person's choice.
  }, [invalid]);
  const choose = (statement: string, option: string) =>
    onChange({ rows: { ...rows, [statement]: option } });
  const shown = narrow ? [question.statements[current]] : question.statements;
  const total = question.statements.length;
  return (
    <div className={`matrix${narrow ? ' matrix-narrow' : ''}`}>
      {narrow && (
        <p className="question-hint matrix-progress" aria-live="polite">
          {t('survey.statementOf', { current: current + 1, total })}
        </p>
      )}
      {shown.map((statement) => (
        <Statement
          key={statement.key}
          questionId={question.id}
          statement={statement}
          options={question.options}
          chosen={rows[statement.key]}
          invalid={invalid && !rows[statement.key]}
          onChoose={(option) => choose(statement.key, option)}
        />
      ))}
      {narrow && (
        <div className="matrix-nav">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={current === 0}
            onClick={() => setCurrent(current - 1)}
          >
            {t('survey.previousStatement')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={current === total - 1}
            onClick={() => setCurrent(current + 1)}
          >
            {t('survey.nextStatement')}
          </button>
        </div>
      )}
    </div>
  );
}

function Statement(props: {
  questionId: string;
  statement: QuestionOption;
  options: QuestionOption[];
  chosen: string | undefined;
  invalid: boolean;
  onChoose: (option: string) => void;
}) {
  const { questionId, statement, options, chosen, invalid, onChoose } = props;
  return (
    <fieldset className="matrix-row" data-statement={statement.key}>
      <legend className="matrix-statement">{statement.label}</legend>
      <div className="options options-scale">
        {options.map((option) => (
          <label key={option.key} className="option">
            <input
              type="radio"
              name={`q-${questionId}-${statement.key}`}
              value={option.key}
              checked={chosen === option.key}
              onChange={() => onChoose(option.key)}
              aria-invalid={invalid || undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
