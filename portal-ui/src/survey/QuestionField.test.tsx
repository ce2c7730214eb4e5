import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Answer, SurveyQuestion } from '../api/survey';
import { QUESTIONS } from '../test/surveyFixtures';
import { QuestionField } from './QuestionField';

const byId = (id: string) => QUESTIONS.find((q) => q.id === id)!;

/** The field with its answer kept, as the form keeps it; `changes` sees every answer given. */
function renderField(q: SurveyQuestion, initial?: Answer, error?: string) {
  const changes = vi.fn();
  function Host() {
    const [answer, setAnswer] = useState<Answer | undefined>(initial);
    return (
      <QuestionField
        question={q}
        answer={answer}
        error={error}
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

describe('QuestionField', () => {
  it('shows the index, the text and the required mark', () => {
    renderField(byId('remote'));
    const group = screen.getByRole('group', {
      name: '1. Você trabalha remotamente? (obrigatória)',
    });
    expect(group).toBeVisible();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('answers a single choice with one option key', async () => {
    const changes = renderField(byId('remote'));
    await userEvent.click(screen.getByLabelText('Sim'));
    await userEvent.click(screen.getByLabelText('Não'));
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['no'] });
    expect(screen.getByLabelText('Não')).toBeChecked();
    expect(screen.getByLabelText('Sim')).not.toBeChecked();
  });

  it('answers a scale as radios, usable with the arrow keys', async () => {
    const changes = renderField(byId('belonging'));
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByLabelText('3'));
    await userEvent.keyboard('{ArrowRight}');
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['4'] });
  });

  it('answers a multiple choice with the ticked keys in the options\u2019 order', async () => {
    const changes = renderField(byId('benefits'));
    expect(screen.getByText('Marque quantas opções quiser.')).toBeVisible();
    await userEvent.click(screen.getByLabelText('Vale-refeição'));
    await userEvent.click(screen.getByLabelText('Plano de saúde'));
    expect(changes).toHaveBeenLastCalledWith({ optionKeys: ['health', 'meal'] });
    await userEvent.click(screen.getByLabelText('Vale-refeição'));
    await userEvent.click(screen.getByLabelText('Plano de saúde'));
    expect(changes).toHaveBeenLastCalledWith(undefined);
  });

  it('answers a text in a text area named by the question', async () => {
    const changes = renderField(byId('routine'));
    const area = screen.getByRole('textbox', { name: '2. Como é sua rotina remota?' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Casa');
    expect(changes).toHaveBeenLastCalledWith({ text: 'Casa' });
    expect(area).toHaveAttribute('maxlength', '5000');
  });

  it('answers a number, with its range as a hint and a decimal comma understood', async () => {
    const changes = renderField(byId('age'));
    const input = screen.getByRole('textbox', { name: '5. Qual é a sua idade?' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Informe um número entre 16 e 100.');
    await userEvent.type(input, '42,5');
    expect(changes).toHaveBeenLastCalledWith({ number: 42.5 });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    expect(changes).toHaveBeenLastCalledWith(undefined);
  });

  it('renders the help as HTML in a tooltip, without what is unsafe', async () => {
    renderField(byId('race'));
    const trigger = screen.getByRole('button', { name: 'Ajuda sobre esta pergunta' });
    await userEvent.hover(trigger);
    const tip = screen.getByRole('tooltip');
    expect(tip.querySelector('strong')).toHaveTextContent('IBGE');
    expect(tip.querySelector('script')).toBeNull();
    expect(trigger).toHaveAccessibleDescription('Categorias do IBGE.');
    await userEvent.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('offers "prefer not to answer" on a sensitive choice, exclusive of the options', async () => {
    const changes = renderField(byId('race'));
    await userEvent.click(screen.getByLabelText('Parda'));
    await userEvent.click(screen.getByLabelText('Prefiro não responder'));
    expect(changes).toHaveBeenLastCalledWith({ preferNotToAnswer: true });
    expect(screen.getByLabelText('Parda')).not.toBeChecked();
  });

  it('offers "prefer not to answer" on a sensitive text, which empties and locks the field', async () => {
    const changes = renderField({ ...byId('routine'), sensitive: true, preferNotToAnswer: true });
    const area = screen.getByRole('textbox');
    await userEvent.type(area, 'Algo');
    await userEvent.click(screen.getByLabelText('Prefiro não responder'));
    expect(changes).toHaveBeenLastCalledWith({ preferNotToAnswer: true });
    expect(area).toBeDisabled();
    expect(area).toHaveValue('');
  });

  it('offers no "prefer not to answer" on other questions', () => {
    renderField(byId('benefits'));
    expect(screen.queryByLabelText('Prefiro não responder')).not.toBeInTheDocument();
  });

  it('shows an image and ties an error to the question', () => {
    renderField(
      { ...byId('remote'), imageUrl: '/api/files/q.png' },
      undefined,
      'Resposta obrigatória.',
    );
    expect(document.querySelector('img.question-image')).toHaveAttribute('src', '/api/files/q.png');
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Resposta obrigatória.');
    expect(screen.getByLabelText('Sim')).toHaveAttribute('aria-invalid', 'true');
  });
});
