import { useTranslation } from 'react-i18next';
import type { ControlProps } from './answerControl';

/**
 * NPS: eleven radios (0–10) in one row, so the arrow keys move along the score; the ends say
 * what the numbers mean, and each radio's name includes it for screen readers.
 */
export function NpsAnswer({ question, answer, onChange, labelledBy, invalid }: ControlProps) {
  const { t } = useTranslation();
  const chosen = answer?.optionKeys?.[0];
  const hintId = `q-${question.id}-nps-hint`;
  return (
    <div className="nps" role="radiogroup" aria-labelledby={labelledBy} aria-describedby={hintId}>
      <div className="nps-scores">
        {question.options.map((option) => (
          <label key={option.key} className="option nps-score">
            <input
              type="radio"
              name={`q-${question.id}`}
              value={option.key}
              checked={chosen === option.key}
              onChange={() => onChange({ optionKeys: [option.key] })}
              aria-invalid={invalid || undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="nps-ends question-hint">
        <span>{t('survey.npsLow')}</span>
        <span>{t('survey.npsHigh')}</span>
      </p>
    </div>
  );
}
