import { AnswersInput, FrozenQuestion } from '../survey/question.model';
import { checkAnswers, isEmptyAnswer, keptWithoutConsent } from './answer-rules';

const question = (id: string, values: Partial<FrozenQuestion> = {}): FrozenQuestion => ({
  id,
  position: 0,
  type: 'single',
  required: false,
  sensitive: false,
  category: null,
  texts: { 'pt-BR': { text: id } },
  options: [
    { key: 'yes', labels: { 'pt-BR': 'Sim' } },
    { key: 'no', labels: { 'pt-BR': 'Não' } },
  ],
  min: null,
  max: null,
  imageKey: null,
  condition: null,
  ...values,
});

const questions = [
  question('race', { sensitive: true }),
  question('remote', { required: true }),
  question('comment', {
    type: 'text',
    options: [],
    required: true,
    condition: { questionId: 'remote', optionKeys: ['yes'] },
  }),
  question('channels', { type: 'multiple' }),
  question('age', { type: 'number', options: [], min: 16, max: 99 }),
];

const errorsOf = (answers: AnswersInput, consent = true) =>
  Object.keys(checkAnswers(questions, answers, consent).errors);

describe('answer rules', () => {
  it('accepts a complete, consistent submission as rows', () => {
    const { errors, rows } = checkAnswers(
      questions,
      {
        race: { optionKeys: ['yes'] },
        remote: { optionKeys: ['yes'] },
        comment: { text: '  Bom  ' },
        channels: { optionKeys: ['yes', 'no'] },
        age: { number: 30 },
      },
      true,
    );
    expect(errors).toEqual({});
    expect(
      rows.map((row) => [row.questionId, row.optionKey ?? row.valueText ?? row.valueNumber]),
    ).toEqual([
      ['race', 'yes'],
      ['remote', 'yes'],
      ['comment', 'Bom'],
      ['channels', 'yes'],
      ['channels', 'no'],
      ['age', 30],
    ]);
  });

  it('applies conditions on the answers already accepted', () => {
    expect(errorsOf({ remote: { optionKeys: ['no'] } })).toEqual([]);
    expect(errorsOf({ remote: { optionKeys: ['yes'] } })).toEqual(['answers.comment']);
    expect(errorsOf({ remote: { optionKeys: ['no'] }, comment: { text: 'x' } })).toEqual([
      'answers.comment',
    ]);
    // An invalid answer to the condition's question hides what depends on it.
    expect(errorsOf({ remote: { optionKeys: ['maybe'] }, comment: { text: 'x' } })).toEqual([
      'answers.remote',
      'answers.comment',
    ]);
  });

  it('hides sensitive questions without consent; offers "prefer not to answer" only on them', () => {
    expect(
      errorsOf({ remote: { optionKeys: ['no'] }, race: { optionKeys: ['yes'] } }, false),
    ).toEqual(['answers.race']);
    expect(errorsOf({ remote: { optionKeys: ['no'] }, race: { preferNotToAnswer: true } })).toEqual(
      [],
    );
    expect(errorsOf({ remote: { preferNotToAnswer: true } })).toEqual(['answers.remote']);
  });

  it('checks each type', () => {
    const base = { remote: { optionKeys: ['no'] } };
    expect(errorsOf({ ...base, channels: { optionKeys: ['yes', 'yes'] } })).toEqual([
      'answers.channels',
    ]);
    expect(errorsOf({ ...base, age: { number: 12 } })).toEqual(['answers.age']);
    expect(errorsOf({ ...base, age: { number: Number.NaN } })).toEqual(['answers.age']);
    expect(errorsOf({ remote: { optionKeys: ['yes', 'no'] } })).toEqual(['answers.remote']);
    expect(errorsOf({ ...base, ghost: { text: 'x' } })).toEqual(['answers.ghost']);
  });

  it('names the wrong type of an answer instead of failing on it', () => {
    const base = { remote: { optionKeys: ['yes'] } };
    const answers = (values: object) => ({ ...base, ...values }) as unknown as AnswersInput;
    expect(checkAnswers(questions, answers({ comment: { text: 42 } }), true).errors).toEqual({
      'answers.comment': [{ key: 'validation.string' }],
    });
    expect(
      checkAnswers(questions, answers({ comment: { text: 'x'.repeat(5001) } }), true).errors,
    ).toEqual({ 'answers.comment': [{ key: 'validation.maxLength', params: { max: 5000 } }] });
    expect(
      checkAnswers(
        questions,
        answers({ comment: { text: 'ok' }, channels: { optionKeys: 'yes' } }),
        true,
      ).errors,
    ).toEqual({ 'answers.channels': [{ key: 'survey.invalidAnswer' }] });
    expect(
      checkAnswers(
        questions,
        answers({ comment: { text: 'ok' }, channels: { optionKeys: [1] } }),
        true,
      ).errors,
    ).toEqual({ 'answers.channels': [{ key: 'survey.invalidAnswer' }] });
  });

  it('tells an empty answer from one given (a draft with an answer starts the participation)', () => {
    for (const empty of [undefined, null, {}, { optionKeys: [] }, { text: '  ' }])
      expect(isEmptyAnswer(empty as never)).toBe(true);
    for (const given of [
      { optionKeys: ['yes'] },
      { text: 'x' },
      { number: 0 },
      { preferNotToAnswer: true },
      { text: 42 },
    ])
      expect(isEmptyAnswer(given as never)).toBe(false);
  });

  it('keeps, once consent is withdrawn, only what a submission without consent could hold', () => {
    const withFollowUp = [
      ...questions,
      question('support', {
        type: 'text',
        options: [],
        condition: { questionId: 'race', optionKeys: ['yes'] },
      }),
      question('after', { condition: { questionId: 'support', optionKeys: ['yes'] } }),
    ];
    const rows = [
      { questionId: 'race', optionKey: 'yes' },
      { questionId: 'remote', optionKey: 'yes' },
      { questionId: 'comment', optionKey: null },
      { questionId: 'age', optionKey: null },
      { questionId: 'support', optionKey: null },
    ];
    // The follow-up of a sensitive answer would tell that answer: it goes with it.
    expect([...keptWithoutConsent(withFollowUp, rows)].sort()).toEqual([
      'age',
      'channels',
      'comment',
      'remote',
    ]);
    const declined = rows.map((row) =>
      row.questionId === 'remote' ? { ...row, optionKey: 'no' } : row,
    );
    expect(keptWithoutConsent(withFollowUp, declined).has('comment')).toBe(false);
  });
});
