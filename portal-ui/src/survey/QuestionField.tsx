import { cleanRichText } from '@shared/rich-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, SurveyQuestion } from '../api/survey';
import { Tooltip } from '../components/Tooltip';
import type { ControlProps } from './answerControl';
import { MatrixAnswer } from './MatrixAnswer';
import { NpsAnswer } from './NpsAnswer';
import { RankingAnswer } from './RankingAnswer';

export interface QuestionFieldProps {
  question: SurveyQuestion;
  answer: Answer | undefined;
  /** Undefined clears the answer. */
  onChange: (answer: Answer | undefined) => void;
  /** A message already in the person's language. */
  error?: string;
}

/**
 * The question-style input of spec §2: index prefix, label, required mark, rich-text help in a
 * tooltip, optional image, then the answer control for the question's type and, on sensitive
 * questions, "prefer not to answer". The spec's "Referência base" (the pt-BR text beside a
 * translation) is for those who write translations: the dashboard's preview shows it.
 */
export function QuestionField({ question, answer, onChange, error }: QuestionFieldProps) {
  const { t } = useTranslation();
  const base = `q-${question.id}`;
  const ids = { legend: `${base}-legend`, error: `${base}-error` };
  const help = useMemo(
    () => (question.description ? cleanRichText(question.description) : ''),
    [question.description],
  );

  return (
    <fieldset
      className={`question${error ? ' question-invalid' : ''}`}
      aria-describedby={error ? ids.error : undefined}
      data-question-id={question.id}
    >
      <legend id={ids.legend} className="question-legend" tabIndex={-1}>
        <span className="question-index">{question.index}.</span>{' '}
        <span className="question-text">{question.text}</span>
        {question.required && (
          <>
            {' '}
            <span className="required" aria-hidden="true">
              *
            </span>{' '}
            <span className="sr-only">({t('survey.requiredMark')})</span>
          </>
        )}
      </legend>
      {help && <Tooltip label={t('survey.help')} html={help} className="question-help" />}
      {question.imageUrl && (
        <img className="question-image" src={question.imageUrl} alt="" loading="lazy" />
      )}
      <AnswerControl
        question={question}
        answer={answer}
        onChange={onChange}
        labelledBy={ids.legend}
        invalid={!!error}
      />
      {error && (
        <p id={ids.error} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function AnswerControl(props: ControlProps) {
  switch (props.question.type) {
    case 'single':
    case 'scale':
      return <SingleChoice {...props} />;
    case 'multiple':
      return <MultipleChoice {...props} />;
    case 'text':
      return <TextAnswer {...props} />;
    case 'number':
      return <NumberAnswer {...props} />;
    case 'matrix':
      return <MatrixAnswer {...props} />;
    case 'nps':
      return <NpsAnswer {...props} />;
    case 'ranking':
      return <RankingAnswer {...props} />;
  }
}

function SingleChoice({ question, answer, onChange, invalid }: ControlProps) {
  const { t } = useTranslation();
  const name = `q-${question.id}`;
  const chosen = answer?.preferNotToAnswer ? null : answer?.optionKeys?.[0];
  return (
    <div className={`options options-${question.type}`}>
      {question.options.map((option) => (
        <label key={option.key} className="option">
          <input
            type="radio"
            name={name}
            value={option.key}
            checked={chosen === option.key}
            onChange={() => onChange({ optionKeys: [option.key] })}
            aria-invalid={invalid || undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {question.preferNotToAnswer && (
        <label className="option option-prefer-not">
          <input
            type="radio"
            name={name}
            value=""
            checked={!!answer?.preferNotToAnswer}
            onChange={() => onChange({ preferNotToAnswer: true })}
            aria-invalid={invalid || undefined}
          />
          <span>{t('survey.preferNotToAnswer')}</span>
        </label>
      )}
    </div>
  );
}

function MultipleChoice({ question, answer, onChange, invalid }: ControlProps) {
  const { t } = useTranslation();
  const chosen = answer?.preferNotToAnswer ? [] : (answer?.optionKeys ?? []);
  const toggle = (key: string, on: boolean) => {
    // Kept in the options' order, whatever the order of the clicks.
    const next = question.options
      .map((option) => option.key)
      .filter((optionKey) => (optionKey === key ? on : chosen.includes(optionKey)));
    onChange(next.length ? { optionKeys: next } : undefined);
  };
  return (
    <div className="options options-multiple">
      <p className="question-hint">{t('survey.chooseAny')}</p>
      {question.options.map((option) => (
        <label key={option.key} className="option">
          <input
            type="checkbox"
            value={option.key}
            checked={chosen.includes(option.key)}
            onChange={(event) => toggle(option.key, event.target.checked)}
            aria-invalid={invalid || undefined}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {question.preferNotToAnswer && (
        <PreferNot answer={answer} onChange={onChange} invalid={invalid} />
      )}
    </div>
  );
}

/** "Prefer not to answer" as a box of its own: ticking it clears the rest of the answer. */
function PreferNot({ answer, onChange, invalid }: Omit<ControlProps, 'question' | 'labelledBy'>) {
  const { t } = useTranslation();
  return (
    <label className="option option-prefer-not">
      <input
        type="checkbox"
        checked={!!answer?.preferNotToAnswer}
        onChange={(event) =>
          onChange(event.target.checked ? { preferNotToAnswer: true } : undefined)
        }
        aria-invalid={invalid || undefined}
      />
      <span>{t('survey.preferNotToAnswer')}</span>
    </label>
  );
}

/** The server keeps at most this many characters of a written answer. */
export const MAX_TEXT_ANSWER = 5000;

function TextAnswer({ question, answer, onChange, labelledBy, invalid }: ControlProps) {
  const preferNot = !!answer?.preferNotToAnswer;
  return (
    <>
      <textarea
        id={`q-${question.id}-input`}
        className="input question-textarea"
        rows={4}
        maxLength={MAX_TEXT_ANSWER}
        value={preferNot ? '' : (answer?.text ?? '')}
        disabled={preferNot}
        onChange={(event) =>
          onChange(event.target.value ? { text: event.target.value } : undefined)
        }
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
      />
      {question.preferNotToAnswer && (
        <PreferNot answer={answer} onChange={onChange} invalid={invalid} />
      )}
    </>
  );
}

function NumberAnswer({ question, answer, onChange, labelledBy, invalid }: ControlProps) {
  const { t } = useTranslation();
  const preferNot = !!answer?.preferNotToAnswer;
  // What is typed, which may not be a number yet ("-", "1,"); the answer holds only numbers.
  const [typed, setTyped] = useState(answer?.number === undefined ? '' : String(answer.number));
  const { min, max } = question;
  const hint =
    min !== null && max !== null
      ? t('survey.between', { min, max })
      : min !== null
        ? t('survey.atLeast', { min })
        : max !== null
          ? t('survey.atMost', { max })
          : null;
  const hintId = `q-${question.id}-hint`;
  const change = (text: string) => {
    setTyped(text);
    const value = Number(text.replace(',', '.'));
    onChange(text.trim() !== '' && Number.isFinite(value) ? { number: value } : undefined);
  };
  return (
    <>
      <input
        id={`q-${question.id}-input`}
        className="input question-number"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={preferNot ? '' : typed}
        disabled={preferNot}
        onChange={(event) => change(event.target.value)}
        aria-labelledby={labelledBy}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={invalid || undefined}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {question.preferNotToAnswer && (
        <PreferNot
          answer={answer}
          onChange={(next) => {
            if (!next) setTyped('');
            onChange(next);
          }}
          invalid={invalid}
        />
      )}
    </>
  );
}
