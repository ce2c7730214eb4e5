import { describe, expect, it } from 'vitest';
import {
  optionKey,
  questionBody,
  questionValues,
  validateQuestion,
  type QuestionValues,
} from './questionForm';

const written = (values: Partial<QuestionValues> = {}): QuestionValues => ({
  ...questionValues(),
  texts: { 'pt-BR': { text: 'Você trabalha remotamente?', description: '' } },
  options: [{ labels: { 'pt-BR': 'Sim', 'en-US': 'Yes' } }, { labels: { 'pt-BR': 'Não' } }],
  ...values,
});

describe('question form validation', () => {
  it('asks for the pt-BR text, the base reference of the others', () => {
    expect(validateQuestion(written({ texts: { 'en-US': { text: 'Only English' } } }))).toEqual({
      texts: { 'pt-BR': { text: 'library.validation.reference_text' } },
    });
    expect(validateQuestion(written())).toEqual({});
  });

  it('refuses help in a language whose question is not written', () => {
    const values = written({
      texts: {
        'pt-BR': { text: 'Pergunta' },
        'es-ES': { text: ' ', description: '<p>Ayuda</p>' },
        'en-US': { text: '', description: '<p></p>' },
      },
    });
    expect(validateQuestion(values)).toEqual({
      texts: { 'es-ES': { text: 'library.validation.text_for_help' } },
    });
  });

  it('needs two options, each with its pt-BR label, none repeated', () => {
    expect(validateQuestion(written({ options: [{ labels: { 'pt-BR': 'Sim' } }] }))).toEqual({
      options: 'library.validation.two_options',
    });
    expect(
      validateQuestion(
        written({ options: [{ labels: { 'pt-BR': 'Sim' } }, { labels: { 'en-US': 'No' } }] }),
      ),
    ).toEqual({ options: [{}, { labels: { 'pt-BR': 'library.validation.option_label' } }] });
    expect(
      validateQuestion(
        written({ options: [{ labels: { 'pt-BR': 'Sim' } }, { labels: { 'pt-BR': ' sim ' } }] }),
      ),
    ).toEqual({ options: 'library.validation.duplicate_options' });
  });

  it('needs a response model when the options come from one', () => {
    expect(validateQuestion(written({ optionSource: 'model', options: [] }))).toEqual({
      responseModelId: 'library.validation.model_required',
    });
    expect(
      validateQuestion(written({ optionSource: 'model', responseModelId: 'm1', options: [] })),
    ).toEqual({});
  });

  it('asks nothing of options for text and number questions, and checks min ≤ max', () => {
    expect(validateQuestion(written({ type: 'text', options: [] }))).toEqual({});
    expect(validateQuestion(written({ type: 'number', min: 10, max: 2 }))).toEqual({
      max: 'library.validation.max_below_min',
    });
    expect(validateQuestion(written({ type: 'number', min: 0, max: null }))).toEqual({});
  });

  it('checks a condition only in a questionnaire, and only when it is on', () => {
    const values = written({ hasCondition: true, condition: { questionId: '', optionKeys: [] } });
    expect(validateQuestion(values)).toEqual({});
    expect(validateQuestion(values, { withCondition: true })).toEqual({
      condition: { questionId: 'library.validation.condition_question' },
    });
    expect(
      validateQuestion(
        written({ hasCondition: true, condition: { questionId: 'q1', optionKeys: [] } }),
        { withCondition: true },
      ),
    ).toEqual({ condition: { optionKeys: 'library.validation.condition_options' } });
  });
});

describe('question body', () => {
  it('makes option keys from the labels and keeps the keys options already have', () => {
    const body = questionBody(
      written({
        options: [
          { key: 'yes', labels: { 'pt-BR': 'Sim, sempre' } },
          { labels: { 'pt-BR': 'Não sei', 'es-ES': 'No sé', 'en-US': ' ' } },
          { labels: { 'pt-BR': 'Não  sei!' } },
        ],
      }),
    );
    expect(body.options).toEqual([
      { key: 'yes', labels: { 'pt-BR': 'Sim, sempre' } },
      { key: 'nao-sei', labels: { 'pt-BR': 'Não sei', 'es-ES': 'No sé' } },
      { key: 'nao-sei-2', labels: { 'pt-BR': 'Não  sei!' } },
    ]);
  });

  it('leaves out empty translations and empty help', () => {
    const body = questionBody(
      written({
        texts: {
          'pt-BR': { text: ' Pergunta ', description: '<p></p>' },
          'en-US': { text: 'Question', description: '<p><strong>Help</strong></p>' },
          'es-ES': { text: '' },
        },
      }),
    );
    expect(body.texts).toEqual({
      'pt-BR': { text: 'Pergunta' },
      'en-US': { text: 'Question', description: '<p><strong>Help</strong></p>' },
    });
  });

  it('never sends a sensitive question as required', () => {
    const body = questionBody(written({ sensitive: true, required: true }), {
      questionnaire: true,
    });
    expect(body).toMatchObject({ sensitive: true, required: false, condition: null });
    expect(questionBody(written({ required: true }), { questionnaire: true }).required).toBe(true);
  });

  it('sends the condition only when it is on and complete', () => {
    const condition = { questionId: 'q1', optionKeys: ['yes'] };
    expect(
      questionBody(written({ hasCondition: true, condition }), { questionnaire: true }).condition,
    ).toEqual(condition);
    expect(
      questionBody(written({ hasCondition: false, condition }), { questionnaire: true }).condition,
    ).toBeNull();
  });

  it('copies a response model by its id, and keeps a library question’s model', () => {
    expect(
      questionBody(written({ type: 'scale', optionSource: 'model', responseModelId: 'm1' })),
    ).toMatchObject({ responseModelId: 'm1', options: [] });
    const library = questionBody(written({ originModelId: 'm2' }));
    expect(library.responseModelId).toBe('m2');
    expect(library.options).toHaveLength(2);
    expect(
      questionBody(written({ originModelId: 'm2' }), { questionnaire: true }),
    ).not.toHaveProperty('responseModelId');
  });

  it('sends min and max for numbers only, and no options but for choices', () => {
    expect(questionBody(written({ type: 'number', min: 0, max: 60 }))).toMatchObject({
      options: [],
      min: 0,
      max: 60,
    });
    expect(questionBody(written({ type: 'single', min: 0 }))).not.toHaveProperty('min');
  });

  it('reads a question from the API back into the form', () => {
    const values = questionValues({
      type: 'scale',
      texts: { 'pt-BR': { text: 'Sinto que pertenço.' } },
      options: [{ key: '1', labels: { 'pt-BR': 'Discordo' }, favourable: false }],
      sensitive: false,
      category: 'belonging',
      required: true,
      condition: { questionId: 'q1', optionKeys: ['yes'] },
    });
    expect(values).toMatchObject({
      type: 'scale',
      optionSource: 'options',
      hasCondition: true,
      required: true,
      category: 'belonging',
      texts: { 'pt-BR': { text: 'Sinto que pertenço.' }, 'en-US': { text: '' } },
    });
  });
});

describe('option keys', () => {
  it('are lower-case ASCII words joined by dashes, unique, at most 40 characters', () => {
    expect(optionKey('Indígena', new Set())).toBe('indigena');
    expect(optionKey('Sim', new Set(['sim', 'sim-2']))).toBe('sim-3');
    expect(optionKey('???', new Set())).toBe('option');
    const long = optionKey('a'.repeat(80), new Set(['a'.repeat(34)]));
    expect(long).toMatch(/^[a-z0-9][a-z0-9-]{0,39}$/);
  });
});

describe('matrix, NPS and ranking in the form', () => {
  it('sends a matrix with its statements and favourable options', () => {
    const values = written({
      type: 'matrix',
      options: [
        { labels: { 'pt-BR': 'Discordo' }, favourable: false },
        { labels: { 'pt-BR': 'Concordo' }, favourable: true },
      ],
      statements: [
        { labels: { 'pt-BR': 'Sinto que pertenço', 'en-US': 'I belong' } },
        { labels: { 'pt-BR': 'Sou ouvido' } },
      ],
    });
    expect(validateQuestion(values)).toEqual({});
    const body = questionBody(values, { questionnaire: true });
    expect(body.statements).toEqual([
      { key: 'sinto-que-pertenco', labels: { 'pt-BR': 'Sinto que pertenço', 'en-US': 'I belong' } },
      { key: 'sou-ouvido', labels: { 'pt-BR': 'Sou ouvido' } },
    ]);
    expect(body.options.map((option) => option.favourable)).toEqual([false, true]);
  });

  it('needs two labelled statements for a matrix, at most ten options for a ranking', () => {
    expect(
      validateQuestion(
        written({ type: 'matrix', statements: [{ labels: { 'pt-BR': 'Só uma' } }] }),
      ),
    ).toEqual({ statements: 'library.validation.two_statements' });
    expect(
      validateQuestion(
        written({
          type: 'ranking',
          options: Array.from({ length: 11 }, (_, index) => ({
            labels: { 'pt-BR': `Opção ${index}` },
          })),
        }),
      ),
    ).toEqual({ options: 'library.validation.ranking_options' });
  });

  it('sends no options for NPS: its 0–10 scale is the API’s', () => {
    const body = questionBody(written({ type: 'nps' }), { questionnaire: true });
    expect(body.options).toEqual([]);
    expect(body.statements).toBeUndefined();
  });
});
