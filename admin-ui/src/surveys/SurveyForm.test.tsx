import { render, screen } from '@testing-library/react';
import {
  AdminContext,
  RecordContextProvider,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/i18nProvider';
import type { Survey } from './survey.api';
import { SurveyForm } from './SurveyForm';

describe('the survey form', () => {
  it('shows how a sent survey repeats, still editable so the repeats can be stopped', async () => {
    localStorage.setItem('i18nextLng', 'pt-BR');
    const i18n = await createI18n();
    const survey = {
      id: 's1',
      name: 'Pulso mensal',
      questionnaireId: 'qn1',
      anonymous: true,
      audience: { type: 'all' },
      endsAt: '2026-12-31T18:00:00.000Z',
      accessModes: ['link'],
      reminderIntervalDays: null,
      recurrence: 'monthly',
      sentAt: '2026-12-01T12:00:00.000Z',
      texts: {},
    } as unknown as Survey;
    render(
      <TestMemoryRouter>
        <AdminContext
          i18nProvider={i18n.provider}
          dataProvider={testDataProvider({
            getList: () => Promise.resolve({ data: [], total: 0 }) as never,
            getMany: () => Promise.resolve({ data: [] }) as never,
          })}
        >
          <ResourceContextProvider value="survey">
            <RecordContextProvider value={survey}>
              <SurveyForm />
            </RecordContextProvider>
          </ResourceContextProvider>
        </AdminContext>
      </TestMemoryRouter>,
    );
    const repeats = await screen.findByRole('combobox', { name: 'Repetição' });
    expect(repeats).toHaveTextContent('Mensal');
    expect(repeats).not.toHaveAttribute('aria-disabled', 'true');
  });
});
