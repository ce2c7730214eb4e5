import { AnswersInput, FrozenQuestion } from '../survey/question.model';
import { matrixRowId } from '../survey/matrix';
import { frozenQuestion } from '../survey/testing/frozen-question';
import { checkAnswers, isEmptyAnswer, keptWithoutConsent } from './answer-rules';

const question = (id: string, values: Partial<FrozenQuestion> = {}): FrozenQuestion =>
  frozenQuestion(id, {
    options: [
      { key: 'yes', labels: { 'pt-BR': 'Sim' } },
      { key: 'no', labels: { 'pt-BR': 'Não' } },
    ],
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

  describe('matrix, NPS and ranking', () => {
    const scale = [1, 2, 3].map((n) => ({ key: String(n), labels: { 'pt-BR': String(n) } }));
    const newTypes = [
      question('belonging', {
        type: 'matrix',
        options: scale,
        statements: [
          { key: 'belong', labels: { 'pt-BR': 'Pertenço' } },
          { key: 'voice', labels: { 'pt-BR': 'Sou ouvido(a)' } },
        ],
      }),
      question('enps', {
        type: 'nps',
        options: Array.from({ length: 11 }, (_, n) => ({
          key: String(n),
          labels: { 'pt-BR': String(n) },
        })),
      }),
      question('priorities', {
        type: 'ranking',
        options: ['pay', 'growth', 'flexibility'].map((key) => ({
          key,
          labels: { 'pt-BR': key },
        })),
      }),
    ];
    const check = (answers: object) =>
      checkAnswers(newTypes, answers as AnswersInput, false).errors;

    it('stores each matrix statement under its own id, a ranking as ranks, NPS as its score', () => {
      const { errors, rows } = checkAnswers(
        newTypes,
        {
          belonging: { rows: { voice: '1', belong: '3' } },
          enps: { optionKeys: ['9'] },
          priorities: { optionKeys: ['growth', 'pay', 'flexibility'] },
        },
        false,
      );
      expect(errors).toEqual({});
      expect(rows.map((row) => [row.questionId, row.optionKey, row.valueNumber])).toEqual([
        [matrixRowId('belonging', 'belong'), '3', null],
        [matrixRowId('belonging', 'voice'), '1', null],
        ['enps', '9', null],
        ['priorities', 'growth', 1],
        ['priorities', 'pay', 2],
        ['priorities', 'flexibility', 3],
      ]);
      expect(matrixRowId('belonging', 'belong')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(matrixRowId('belonging', 'belong')).not.toBe(matrixRowId('belonging', 'voice'));
    });

    it('refuses an incomplete or foreign matrix answer, a partial ranking, a score off 0–10', () => {
      expect(check({ belonging: { rows: { belong: '3' } } })).toEqual({
        'answers.belonging': [{ key: 'survey.matrixIncomplete' }],
      });
      expect(check({ belonging: { rows: { belong: '3', voice: '4' } } })).toEqual({
        'answers.belonging': [{ key: 'survey.invalidAnswer' }],
      });
      expect(check({ belonging: { rows: { belong: '3', other: '1' } } })).toEqual({
        'answers.belonging': [{ key: 'survey.invalidAnswer' }],
      });
      expect(check({ belonging: { rows: ['3', '1'] } })).toEqual({
        'answers.belonging': [{ key: 'survey.invalidAnswer' }],
      });
      expect(check({ priorities: { optionKeys: ['growth', 'pay'] } })).toEqual({
        'answers.priorities': [{ key: 'survey.rankAll' }],
      });
      expect(check({ priorities: { optionKeys: ['growth', 'pay', 'pay'] } })).toEqual({
        'answers.priorities': [{ key: 'survey.rankAll' }],
      });
      expect(check({ priorities: { optionKeys: ['growth', 'pay', 'salary'] } })).toEqual({
        'answers.priorities': [{ key: 'survey.invalidAnswer' }],
      });
      expect(check({ enps: { optionKeys: ['11'] } })).toEqual({
        'answers.enps': [{ key: 'survey.invalidAnswer' }],
      });
      expect(isEmptyAnswer({ rows: {} })).toBe(true);
      expect(isEmptyAnswer({ rows: { belong: '3' } })).toBe(false);
    });

    it("keeps a matrix's rows when consent is withdrawn", () => {
      const kept = keptWithoutConsent(newTypes, []);
      expect(kept.has(matrixRowId('belonging', 'voice'))).toBe(true);
    });
  });
});
