import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Answer, SurveyQuestion } from '../api/survey';
import { keptAnswers, problemOf } from './answers';
import { QuestionField } from './QuestionField';

const base = {
  required: false,
  sensitive: false,
  description: null,
  imageUrl: null,
  options: [],
  statements: [],
  preferNotToAnswer: false,
  min: null,
  max: null,
  condition: null,
};
const options = (...labels: string[]) =>
  labels.map((label, index) => ({ key: String(index + 1), label }));

const matrix: SurveyQuestion = {
  ...base,
  id: 'm',
  index: 1,
  type: 'matrix',
  text: 'O quanto você concorda?',
  options: options('Discordo', 'Neutro', 'Concordo'),
  statements: [
    { key: 'belong', label: 'Sinto que pertenço.' },
    { key: 'voice', label: 'Sou ouvido(a).' },
  ],
};
const nps: SurveyQuestion = {
  ...base,
  id: 'n',
  index: 2,
  type: 'nps',
  text: 'Você recomendaria a empresa?',
  options: Array.from({ length: 11 }, (_, score) => ({ key: String(score), label: String(score) })),
};
const ranking: SurveyQuestion = {
  ...base,
  id: 'r',
  index: 3,
  type: 'ranking',
  text: 'O que mais importa?',
  options: [
    { key: 'pay', label: 'Salário' },
    { key: 'growth', label: 'Crescimento' },
    { key: 'flex', label: 'Flexibilidade' },
  ],
};

function renderField(question: SurveyQuestion) {
  const changes = vi.fn();
  function Host() {
    const [answer, setAnswer] = useState<Answer | undefined>();
    return (
      <QuestionField
        question={question}
        answer={answer}
        onChange={(next) => {
          changes(next);
          setAnswer(next);
        }}
      />
    );
  }
  render(<Host />);
  return changes;
}

/** A phone's viewport as `matchMedia` reports it. */
function phone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('matrix', () => {
  it('is a group of radio groups, one fieldset per statement, answered with the arrow keys', async () => {
    const changes = renderField(matrix);
    const belong = screen.getByRole('group', { name: 'Sinto que pertenço.' });
    const voice = screen.getByRole('group', { name: 'Sou ouvido(a).' });
    expect(within(belong).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(belong).getByLabelText('Neutro'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(within(voice).getByLabelText('Discordo'));
    expect(changes).toHaveBeenLastCalledWith({ rows: { belong: '3', voice: '1' } });
  });

  it('shows one statement at a time on a phone, and says which', async () => {
    phone(true);
    const changes = renderField(matrix);
    expect(screen.getByText('Afirmação 1 de 2')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Sou ouvido(a).' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Concordo'));
    await userEvent.click(screen.getByRole('button', { name: 'Próxima afirmação' }));
    expect(screen.getByText('Afirmação 2 de 2')).toBeVisible();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sou ouvido(a).' })).getByLabelText('Neutro'),
    );
    expect(changes).toHaveBeenLastCalledWith({ rows: { belong: '3', voice: '2' } });
    expect(screen.getByRole('button', { name: 'Próxima afirmação' })).toBeDisabled();
  });

  it('shows a phone the first statement left when told one is missing', async () => {
    phone(true);
    const answer = { rows: { belong: '3' } };
    const { rerender } = render(
      <QuestionField question={matrix} answer={answer} onChange={() => {}} />,
    );
    expect(screen.getByText('Afirmação 1 de 2')).toBeVisible();
    rerender(
      <QuestionField
        question={matrix}
        answer={answer}
        onChange={() => {}}
        error="Responda a todas as afirmações."
      />,
    );
    expect(screen.getByText('Afirmação 2 de 2')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Sou ouvido(a).' })).toBeVisible();
  });

  it('needs every statement before moving on, and sends the rows', () => {
    expect(problemOf(matrix, { rows: { belong: '1' } })).toEqual({
      key: 'survey.matrixIncomplete',
    });
    expect(problemOf(matrix, { rows: { belong: '1', voice: '2' } })).toBeNull();
    expect(keptAnswers([matrix], { m: { rows: { belong: '1', voice: '2' } } }, false)).toEqual({
      m: { rows: { belong: '1', voice: '2' } },
    });
  });
});

describe('NPS', () => {
  it('offers eleven scores with what the ends mean, answered as one score', async () => {
    const changes = renderField(nps);
    const group = screen.getByRole('radiogroup', { name: '2. Você recomendaria a empresa?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(11);
    expect(group).toHaveAccessibleDescription('0 = nada provável10 = extremamente provável');
    await userEvent.click(screen.getByLabelText('9'));
    await userEvent.keyboard('{ArrowRight}');
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['10'] });
  });
});

describe('ranking', () => {
  it('moves options with their buttons and announces each move', async () => {
    const changes = renderField(ranking);
    await userEvent.click(screen.getByRole('button', { name: 'Subir "Flexibilidade"' }));
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['pay', 'flex', 'growth'] });
    expect(screen.getByText('"Flexibilidade" agora está na posição 2 de 3.')).toBeInTheDocument();
    // Keyboard only: Tab to a button, Enter to move.
    screen.getByRole('button', { name: 'Descer "Salário"' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['flex', 'pay', 'growth'] });
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.ranking-label')?.textContent),
    ).toEqual(['Flexibilidade', 'Salário', 'Crescimento']);
  });

  it('keeps the order shown when the person agrees with it', async () => {
    const changes = renderField(ranking);
    await userEvent.click(screen.getByRole('button', { name: 'Manter esta ordem' }));
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['pay', 'growth', 'flex'] });
    expect(screen.queryByRole('button', { name: 'Manter esta ordem' })).not.toBeInTheDocument();
  });

  it('moves an option by drag and drop', () => {
    const changes = renderField(ranking);
    const [pay, , flex] = screen.getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: '',
    };
    act(() => {
      flex.dispatchEvent(
        Object.assign(new Event('dragstart', { bubbles: true }), { dataTransfer }),
      );
      pay.dispatchEvent(Object.assign(new Event('drop', { bubbles: true }), { dataTransfer }));
    });
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['flex', 'pay', 'growth'] });
  });

  it('needs every option ranked', () => {
    expect(problemOf(ranking, { optionKeys: ['pay'] })).toEqual({ key: 'survey.rankAll' });
    expect(problemOf(ranking, { optionKeys: ['pay', 'growth', 'flex'] })).toBeNull();
  });
});
