import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { renderInAdmin } from '../../test/renderInAdmin';
import { ConditionInput } from './ConditionInput';

const question = (
  id: string,
  position: number,
  type: QuestionnaireQuestion['type'],
  text: string,
  options: Array<[string, string]> = [],
): QuestionnaireQuestion => ({
  id,
  position,
  type,
  texts: { 'pt-BR': { text } },
  options: options.map(([key, label]) => ({ key, labels: { 'pt-BR': label } })),
  sensitive: false,
  category: null,
  required: false,
  min: null,
  max: null,
  condition: null,
  imageKey: null,
  imageUrl: null,
  predefinedQuestionId: null,
});

const questions = [
  question('remote', 0, 'single', 'Você trabalha remotamente?', [
    ['yes', 'Sim'],
    ['no', 'Não'],
  ]),
  question('tenure', 1, 'number', 'Há quantos anos?'),
  question('belonging', 2, 'scale', 'Sinto que pertenço.', [
    ['1', 'Discordo'],
    ['5', 'Concordo'],
  ]),
  question('comment', 3, 'text', 'Comentários'),
];

function Values() {
  const condition = useWatch({ name: 'condition' });
  return <output data-testid="values">{JSON.stringify(condition)}</output>;
}

async function renderPicker(currentId?: string) {
  await renderInAdmin(
    <Form defaultValues={{ hasCondition: false, condition: { questionId: '', optionKeys: [] } }}>
      <ConditionInput questions={questions} currentId={currentId} />
      <Values />
    </Form>,
    {},
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent as string);

describe('condition picker', () => {
  it('offers only earlier choice questions, then their options', async () => {
    await renderPicker('comment');
    fireEvent.click(await screen.findByRole('switch', { name: /Mostrar só depois/ }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Pergunta anterior' }));
    const listbox = within(screen.getByRole('listbox'));
    const offered = listbox.getAllByRole('option').map((option) => option.textContent?.trim());
    // The first choice is the select's empty one.
    expect(offered.filter(Boolean)).toEqual([
      '1. Você trabalha remotamente?',
      '3. Sinto que pertenço.',
    ]);
    fireEvent.click(listbox.getByRole('option', { name: '1. Você trabalha remotamente?' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sim' }));
    await waitFor(() => expect(values()).toEqual({ questionId: 'remote', optionKeys: ['yes'] }));
    expect(screen.queryByRole('checkbox', { name: 'Concordo' })).toBeNull();
  });

  it('forgets the options chosen when another question is picked', async () => {
    await renderPicker();
    fireEvent.click(await screen.findByRole('switch', { name: /Mostrar só depois/ }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Pergunta anterior' }));
    fireEvent.click(screen.getByRole('option', { name: '1. Você trabalha remotamente?' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Não' }));
    await waitFor(() => expect(values().optionKeys).toEqual(['no']));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pergunta anterior' }));
    fireEvent.click(screen.getByRole('option', { name: '3. Sinto que pertenço.' }));
    await waitFor(() => expect(values()).toEqual({ questionId: 'belonging', optionKeys: [] }));
    expect(screen.getByRole('checkbox', { name: 'Concordo' })).not.toBeChecked();
  });

  it('says why there is no condition when no earlier choice question exists', async () => {
    await renderPicker('remote');
    await screen.findByText(/Para pôr uma condição, é preciso haver antes uma pergunta de escolha/);
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
