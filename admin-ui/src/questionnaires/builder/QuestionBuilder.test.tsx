import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { renderInAdmin } from '../../test/renderInAdmin';
import { QuestionBuilder } from './QuestionBuilder';

const question = (
  id: string,
  position: number,
  text: string,
  extra: Partial<QuestionnaireQuestion> = {},
): QuestionnaireQuestion => ({
  id,
  position,
  type: 'single',
  texts: { 'pt-BR': { text } },
  options: [
    { key: 'yes', labels: { 'pt-BR': 'Sim' } },
    { key: 'no', labels: { 'pt-BR': 'Não' } },
  ],
  sensitive: false,
  category: null,
  required: false,
  min: null,
  max: null,
  condition: null,
  imageKey: null,
  imageUrl: null,
  predefinedQuestionId: null,
  ...extra,
});

const race = question('race', 0, 'Qual é a sua cor ou raça?', { sensitive: true });
const remote = question('remote', 1, 'Você trabalha remotamente?');
const comment = question('comment', 2, 'Como é trabalhar remotamente?', {
  type: 'text',
  options: [],
  condition: { questionId: 'remote', optionKeys: ['yes'] },
});

async function renderBuilder(api: Record<string, unknown>) {
  let questions = [race, remote, comment];
  const reorderQuestions = vi.fn(async (_id: string, ids: string[]) => {
    questions = ids.map((id, position) => ({
      ...(questions.find((candidate) => candidate.id === id) as QuestionnaireQuestion),
      position,
    }));
    return questions;
  });
  await renderInAdmin(<QuestionBuilder id="qn1" />, {
    getOne: vi.fn(async () => ({
      data: { id: 'qn1', name: 'Censo', questionCount: questions.length, questions },
    })),
    reorderQuestions,
    ...api,
  });
  await screen.findByText('Como é trabalhar remotamente?');
  return { reorderQuestions };
}

const rows = () => screen.getAllByTestId('question-row');

describe('question builder', () => {
  it('moves a question with the arrows and saves the new order', async () => {
    const { reorderQuestions } = await renderBuilder({});
    fireEvent.click(
      within(rows()[0]).getByRole('button', { name: 'Descer "Qual é a sua cor ou raça?"' }),
    );
    await waitFor(() =>
      expect(reorderQuestions).toHaveBeenCalledWith('qn1', ['remote', 'race', 'comment']),
    );
    await waitFor(() =>
      expect(within(rows()[1]).getByText('Qual é a sua cor ou raça?')).toBeTruthy(),
    );
    within(rows()[2]).getByText('Aparece só se a resposta à pergunta 1 for: Sim');
  });

  it('keeps a condition after the question it depends on', async () => {
    const { reorderQuestions } = await renderBuilder({});
    expect(
      within(rows()[2]).getByRole('button', { name: 'Subir "Como é trabalhar remotamente?"' }),
    ).toBeDisabled();
    expect(
      within(rows()[1]).getByRole('button', { name: 'Descer "Você trabalha remotamente?"' }),
    ).toBeDisabled();
    expect(reorderQuestions).not.toHaveBeenCalled();
  });

  it('will not delete a question a condition depends on, and names the condition', async () => {
    const removeQuestion = vi.fn();
    await renderBuilder({ removeQuestion });
    fireEvent.click(
      within(rows()[1]).getByRole('button', { name: 'Excluir "Você trabalha remotamente?"' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', {
        name: 'Não é possível excluir "Você trabalha remotamente?"',
      }),
    );
    dialog.getByText(/A pergunta 3\. Como é trabalhar remotamente\? só aparece conforme/);
    expect(dialog.queryByRole('button', { name: 'Excluir' })).toBeNull();
    expect(removeQuestion).not.toHaveBeenCalled();
  });

  it('explains the API’s 409 when a condition appeared meanwhile', async () => {
    const { HttpError } = await import('react-admin');
    const removeQuestion = vi.fn(async () => {
      throw new HttpError('Este registro está em uso e não pode ser excluído.', 409, {
        code: 'conflict.inUse',
      });
    });
    await renderBuilder({ removeQuestion });
    fireEvent.click(
      within(rows()[0]).getByRole('button', { name: 'Excluir "Qual é a sua cor ou raça?"' }),
    );
    const ask = within(await screen.findByRole('dialog', { name: /Excluir a pergunta/ }));
    fireEvent.click(ask.getByRole('button', { name: 'Excluir' }));
    await screen.findByText('Este registro está em uso e não pode ser excluído.');
    screen.getByRole('dialog', { name: 'Não é possível excluir "Qual é a sua cor ou raça?"' });
  });

  it('notes the consent step when a question is sensitive', async () => {
    await renderBuilder({});
    screen.getByText(/Há perguntas sensíveis: quem responde vê antes um passo de consentimento/);
    within(rows()[0]).getByText('Sensível');
  });
});
