import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n/i18nProvider';
import type { PreviewQuestion as Question } from '../questionnaire.api';
import { PreviewQuestion } from './PreviewQuestion';

const question = (values: Partial<Question>): Question => ({
  id: 'q',
  index: 1,
  type: 'matrix',
  required: false,
  sensitive: false,
  category: null,
  text: 'O quanto você concorda?',
  description: null,
  reference: null,
  imageUrl: null,
  options: [
    { key: '1', label: 'Discordo' },
    { key: '2', label: 'Concordo' },
  ],
  statements: [],
  preferNotToAnswer: false,
  min: null,
  max: null,
  condition: null,
  ...values,
});

async function renderQuestion(value: Question) {
  localStorage.setItem('i18nextLng', 'pt-BR');
  const i18n = await createI18n();
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18n.provider}>
        <PreviewQuestion question={value} language="en-US" answer={[]} onAnswer={() => {}} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

describe('the preview of matrix, NPS and ranking questions', () => {
  it('shows a matrix as one radio group per statement', async () => {
    await renderQuestion(
      question({
        statements: [
          { key: 'a', label: 'I belong' },
          { key: 'b', label: 'I am heard' },
        ],
      }),
    );
    const heard = await screen.findByRole('group', { name: 'I am heard' });
    await userEvent.click(within(heard).getByLabelText('Concordo'));
    expect(within(heard).getByLabelText('Concordo')).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'I belong' })).getByLabelText('Concordo'),
    ).not.toBeChecked();
  });

  it('says what the ends of NPS mean, in the previewed language', async () => {
    await renderQuestion(
      question({
        type: 'nps',
        options: Array.from({ length: 11 }, (_, n) => ({ key: String(n), label: String(n) })),
      }),
    );
    expect(await screen.findByText('0 = not at all likely · 10 = extremely likely')).toBeVisible();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
  });

  it('moves a ranking’s options with their buttons', async () => {
    await renderQuestion(question({ type: 'ranking' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move "Concordo" up' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1. Concordo',
      '2. Discordo',
    ]);
  });
});
