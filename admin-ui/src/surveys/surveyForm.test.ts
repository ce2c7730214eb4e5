import { describe, expect, it } from 'vitest';
import {
  surveyBody,
  surveyValues,
  textsLacking,
  validateSurvey,
  type SurveyValues,
} from './surveyForm';

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

  it('repeats only with an end date, and sends the chosen period', () => {
    expect(validateSurvey(values({ recurrence: 'quarterly', endsAt: null }))).toEqual({
      recurrence: 'resources.survey.validation.recurrence_end',
    });
    const repeating = values({ recurrence: 'quarterly', endsAt: '2026-12-31T18:00' });
    expect(validateSurvey(repeating)).toEqual({});
    expect(surveyBody(repeating).recurrence).toBe('quarterly');
    expect(surveyValues({ recurrence: 'yearly' }).recurrence).toBe('yearly');
    expect(surveyValues({}).recurrence).toBe('none');
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
      recurrence: 'none',
      texts: {},
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

  it('sends the texts per language and refuses ones longer than the API takes', () => {
    const texts = { 'pt-BR': { title: 'Censo' }, 'en-US': { introduction: '<p>Hi</p>' } };
    expect(surveyBody(values({ texts })).texts).toEqual(texts);
    expect(surveyValues({ texts }).texts).toEqual(texts);
    expect(
      validateSurvey(
        values({ texts: { 'en-US': { title: 'x'.repeat(201), closing: 'x'.repeat(2000) } } }),
      ),
    ).toEqual({
      texts: { 'en-US': { title: { message: 'ra.validation.maxLength', args: { max: 200 } } } },
    });
  });

  it('names the texts a language lacks: the title always, the others when written in Portuguese', () => {
    const texts = {
      'pt-BR': { invitation: 'Sua voz conta.', closing: '<p>Obrigado!</p>' },
      'en-US': { title: 'Census', closing: '<p><br></p>' },
    };
    expect(textsLacking(texts, 'en-US')).toEqual(['invitation', 'closing']);
    expect(textsLacking(texts, 'es-ES')).toEqual(['title', 'invitation', 'closing']);
    expect(textsLacking(texts, 'pt-BR')).toEqual([]);
    expect(textsLacking({}, 'en-US')).toEqual(['title']);
  });
});
