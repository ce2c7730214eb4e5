import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { renderInAdmin } from '../../test/renderInAdmin';
import { QuestionDialog } from './QuestionDialog';

// The rich-text editor is a lazy chunk of its own; a plain text area stands in for it here.
vi.mock('../../library/RichTextEditor', () => ({
  default: ({ value, onChange, labelledBy }: Record<string, never>) => (
    <textarea
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => (onChange as (html: string) => void)(event.target.value)}
    />
  ),
}));

const earlier: QuestionnaireQuestion = {
  id: 'remote',
  position: 0,
  type: 'single',
  texts: { 'pt-BR': { text: 'Você trabalha remotamente?' } },
  options: [
    { key: 'yes', labels: { 'pt-BR': 'Sim' } },
    { key: 'no', labels: { 'pt-BR': 'Não' } },
  ],
  sensitive: false,
  category: null,
  required: true,
  min: null,
  max: null,
  condition: null,
  imageKey: null,
  imageUrl: null,
  predefinedQuestionId: null,
};

async function openDialog(api: Record<string, unknown> = {}, question?: QuestionnaireQuestion) {
  const onClose = vi.fn();
  await renderInAdmin(
    <QuestionDialog
      questionnaireId="qn1"
      question={question}
      questions={[earlier]}
      onClose={onClose}
    />,
    { getList: vi.fn(async () => ({ data: [], total: 0 })), ...api },
  );
  const title = question ? `Pergunta ${question.position + 1}` : 'Nova pergunta';
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return { dialog, onClose };
}

describe('question form', () => {
  it('asks for the question’s text before its type and options', async () => {
    const { dialog } = await openDialog();
    const text = dialog.getByRole('textbox', { name: 'Texto da pergunta (Português (Brasil))' });
    const type = dialog.getByRole('combobox', { name: 'Tipo' });
    const option = dialog.getAllByRole('textbox', { name: 'Opção (português)' })[0];
    const follows = (first: Element, second: Element) =>
      !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(text, type)).toBe(true);
    expect(follows(text, option)).toBe(true);
  });

  it('refuses to save without the pt-BR text or with a single option, and says why', async () => {
    const addQuestion = vi.fn();
    const { dialog } = await openDialog({ addQuestion });
    fireEvent.change(dialog.getAllByRole('textbox', { name: 'Opção (português)' })[0], {
      target: { value: 'Sim' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await dialog.findByText('Escreva a pergunta em português: é a referência base.');
    await dialog.findByText('Escreva a opção em português.');
    expect(addQuestion).not.toHaveBeenCalled();
  });

  it('turns "required" off for a sensitive question and says why', async () => {
    const { dialog } = await openDialog();
    const required = dialog.getByRole('switch', { name: 'Obrigatória' });
    fireEvent.click(required);
    expect(required).toBeChecked();
    fireEvent.click(dialog.getByRole('switch', { name: 'Sensível' }));
    await waitFor(() => expect(required).not.toBeChecked());
    expect(required).toBeDisabled();
    dialog.getByText(/Perguntas sensíveis nunca são obrigatórias/);
  });

  it('sends the question as the API takes it, with its condition', async () => {
    const addQuestion = vi.fn(async () => ({ ...earlier, id: 'new', position: 1 }));
    const { dialog, onClose } = await openDialog({ addQuestion });
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(screen.getByRole('option', { name: 'Texto livre' }));
    fireEvent.change(
      dialog.getByRole('textbox', { name: 'Texto da pergunta (Português (Brasil))' }),
      { target: { value: 'Como é trabalhar remotamente?' } },
    );
    fireEvent.change(
      await dialog.findByRole('textbox', { name: 'Ajuda (Português (Brasil), opcional)' }),
      { target: { value: '<p>Pense na <strong>última semana</strong>.</p>' } },
    );
    fireEvent.click(dialog.getByRole('switch', { name: /Mostrar só depois/ }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Pergunta anterior' }));
    fireEvent.click(screen.getByRole('option', { name: '1. Você trabalha remotamente?' }));
    fireEvent.click(await dialog.findByRole('checkbox', { name: 'Sim' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(addQuestion).toHaveBeenCalledWith('qn1', {
      type: 'text',
      texts: {
        'pt-BR': {
          text: 'Como é trabalhar remotamente?',
          description: '<p>Pense na <strong>última semana</strong>.</p>',
        },
      },
      sensitive: false,
      category: null,
      options: [],
      required: false,
      condition: { questionId: 'remote', optionKeys: ['yes'] },
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    const { HttpError } = await import('react-admin');
    const addQuestion = vi.fn(async () => {
      throw new HttpError('Dados inválidos', 400, {
        errors: { 'texts.pt-BR.text': 'Use no máximo 1000 caracteres.' },
      });
    });
    const { dialog } = await openDialog({ addQuestion });
    fireEvent.change(
      dialog.getByRole('textbox', { name: 'Texto da pergunta (Português (Brasil))' }),
      { target: { value: 'Pergunta' } },
    );
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Tipo' }));
    fireEvent.click(screen.getByRole('option', { name: 'Número' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await dialog.findByText('Use no máximo 1000 caracteres.');
  });

  it('keeps the option keys of a question being edited, which conditions name', async () => {
    const updateQuestion = vi.fn(async () => earlier);
    const { dialog, onClose } = await openDialog({ updateQuestion }, earlier);
    fireEvent.change(dialog.getAllByRole('textbox', { name: 'Opção (português)' })[0], {
      target: { value: 'Sim, sempre' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(updateQuestion).toHaveBeenCalledWith(
      'qn1',
      'remote',
      expect.objectContaining({
        required: true,
        options: [
          { key: 'yes', labels: { 'pt-BR': 'Sim, sempre' } },
          { key: 'no', labels: { 'pt-BR': 'Não' } },
        ],
      }),
    );
  });
});
