import { describe, expect, it } from 'vitest';
import { surveyBody, surveyValues, validateSurvey, type SurveyValues } from './surveyForm';

const values = (overrides: Partial<SurveyValues> = {}): SurveyValues => ({
  ...surveyValues(),
  name: 'Censo 2026',
  questionnaireId: 'qn1',
  ...overrides,
});

describe('survey form', () => {
  it('starts anonymous, for everyone, by personal link', () => {
    expect(surveyValues()).toMatchObject({
      identity: 'anonymous',
      audienceType: 'all',
      accessModes: ['link'],
      remindersOn: false,
    });
    expect(validateSurvey(values())).toEqual({});
  });

  it('needs a name, a questionnaire, an audience and an access mode', () => {
    expect(
      validateSurvey(
        values({ name: ' ', questionnaireId: '', audienceType: 'departments', accessModes: [] }),
      ),
    ).toEqual({
      name: 'ra.validation.required',
      questionnaireId: 'ra.validation.required',
      departmentIds: 'resources.survey.validation.departments',
      accessModes: 'resources.survey.validation.access_modes',
    });
  });

  it('wants the end after the start, and reminders every 1 to 30 days', () => {
    expect(
      validateSurvey(values({ startsAt: '2026-12-10T09:00', endsAt: '2026-12-01T09:00' })),
    ).toEqual({ endsAt: 'resources.survey.validation.end_before_start' });
    expect(validateSurvey(values({ remindersOn: true, reminderIntervalDays: 31 }))).toEqual({
      reminderIntervalDays: 'resources.survey.validation.reminder_days',
    });
    expect(validateSurvey(values({ remindersOn: false, reminderIntervalDays: 31 }))).toEqual({});
  });

  it('becomes the API body: audience ids of the chosen kind, instants, no reminders when off', () => {
    const body = surveyBody(
      values({
        identity: 'identified',
        audienceType: 'organizations',
        departmentIds: ['d1'],
        organizationIds: ['o1', 'o2'],
        endsAt: '2026-12-31T18:00',
        accessModes: ['link', 'code'],
        remindersOn: false,
        reminderIntervalDays: 7,
      }),
    );
    expect(body).toEqual({
      name: 'Censo 2026',
      questionnaireId: 'qn1',
      anonymous: false,
      audience: { type: 'organizations', ids: ['o1', 'o2'] },
      startsAt: null,
      endsAt: new Date('2026-12-31T18:00').toISOString(),
      accessModes: ['link', 'code'],
      reminderIntervalDays: null,
    });
    expect(surveyBody(values({ remindersOn: true, reminderIntervalDays: 3 }))).toMatchObject({
      audience: { type: 'all' },
      anonymous: true,
      reminderIntervalDays: 3,
    });
  });

  it('reads a survey back into the form', () => {
    expect(
      surveyValues({
        name: 'Clima',
        anonymous: false,
        audience: { type: 'departments', ids: ['d1'] },
        reminderIntervalDays: 5,
      }),
    ).toMatchObject({
      identity: 'identified',
      audienceType: 'departments',
      departmentIds: ['d1'],
      organizationIds: [],
      remindersOn: true,
      reminderIntervalDays: 5,
    });
  });
});
