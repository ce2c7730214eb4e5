import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './answerControl';

type Direction = 'up' | 'down';

const moveButtonId = (questionId: string, key: string, direction: Direction) =>
  `q-${questionId}-rank-${key}-${direction}`;

/**
 * A ranking: the options as an ordered list, first = most important. Each can be dragged, or
 * moved with its up and down buttons (what a keyboard or a screen reader uses); every move is
 * announced in a live region. Any move, or "keep this order", answers with the whole order.
 */
export function RankingAnswer({ question, answer, onChange, labelledBy, invalid }: ControlProps) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  // The button just used: a moved item is a moved element, which loses focus on the way.
  const pressed = useRef<{ key: string; direction: Direction } | null>(null);
  const order = answer?.optionKeys?.length
    ? answer.optionKeys
    : question.options.map((option) => option.key);
  const labelOf = (key: string) =>
    question.options.find((option) => option.key === key)?.label ?? key;

  const move = (key: string, to: number) => {
    const next = order.filter((candidate) => candidate !== key);
    next.splice(to, 0, key);
    onChange({ optionKeys: next });
    setAnnouncement(
      t('survey.moved', { option: labelOf(key), position: to + 1, total: order.length }),
    );
  };
  const hintId = `q-${question.id}-rank-hint`;
  const buttonId = (key: string, direction: Direction) => moveButtonId(question.id, key, direction);

  const orderKey = order.join(' ');
  useEffect(() => {
    const used = pressed.current;
    if (!used) return;
    pressed.current = null;
    const button = document.getElementById(moveButtonId(question.id, used.key, used.direction));
    const other = document.getElementById(
      moveButtonId(question.id, used.key, used.direction === 'up' ? 'down' : 'up'),
    );
    // At the top or the bottom its button is disabled: the other one keeps the focus.
    (button && !(button as HTMLButtonElement).disabled ? button : other)?.focus();
    // Only after a move: the order is what changes.
  }, [orderKey, question.id]);

  return (
    <div className={`ranking${invalid ? ' ranking-invalid' : ''}`}>
      <p id={hintId} className="question-hint">
        {t('survey.rankHint')}
      </p>
      <ol className="ranking-list" aria-labelledby={labelledBy} aria-describedby={hintId}>
        {order.map((key, position) => (
          <li
            key={key}
            className={`ranking-item${dragged === key ? ' ranking-dragged' : ''}`}
            draggable
            onDragStart={(event) => {
              setDragged(key);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', key);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              const from = event.dataTransfer.getData('text/plain') || dragged;
              if (from && from !== key) move(from, position);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            <span className="ranking-position" aria-hidden="true">
              {position + 1}
            </span>
            <span className="ranking-label">{labelOf(key)}</span>
            <span className="ranking-buttons">
              <button
                type="button"
                className="btn btn-secondary ranking-move"
                id={buttonId(key, 'up')}
                aria-label={t('survey.moveUp', { option: labelOf(key) })}
                disabled={position === 0}
                onClick={() => {
                  pressed.current = { key, direction: 'up' };
                  move(key, position - 1);
                }}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn btn-secondary ranking-move"
                id={buttonId(key, 'down')}
                aria-label={t('survey.moveDown', { option: labelOf(key) })}
                disabled={position === order.length - 1}
                onClick={() => {
                  pressed.current = { key, direction: 'down' };
                  move(key, position + 1);
                }}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      {!answer?.optionKeys?.length && (
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => {
            onChange({ optionKeys: [...order] });
            setAnnouncement(t('survey.orderKept'));
          }}
        >
          {t('survey.keepOrder')}
        </button>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
