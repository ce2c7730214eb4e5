import { describe, expect, it } from 'vitest';
import { QUESTIONS } from '../test/surveyFixtures';
import {
  keptAnswers,
  problemOf,
  resumeStep,
  sensitiveSubjects,
  stepKey,
  steps,
  visibleQuestions,
  withoutHidden,
} from './answers';

const ids = (list: { id: string }[]) => list.map((q) => q.id);
const byId = (id: string) => QUESTIONS.find((q) => q.id === id)!;

describe('conditions and consent', () => {
  it('shows a conditional question only when the earlier answer includes one of its options', () => {
    expect(ids(visibleQuestions(QUESTIONS, {}, true))).toEqual([
      'remote',
      'race',
      'belonging',
      'age',
      'benefits',
    ]);
    expect(
      ids(visibleQuestions(QUESTIONS, { remote: { optionKeys: ['no'] } }, true)),
    ).not.toContain('routine');
    expect(ids(visibleQuestions(QUESTIONS, { remote: { optionKeys: ['yes'] } }, true))).toContain(
      'routine',
    );
  });

  it('hides sensitive questions without consent', () => {
    expect(ids(visibleQuestions(QUESTIONS, {}, false))).not.toContain('race');
  });

  it('chains: a question hidden by its condition opens nothing further', () => {
    const chained = [
      ...QUESTIONS.slice(0, 2),
      {
        ...byId('benefits'),
        id: 'after',
        index: 7,
        condition: { questionId: 'race', optionKeys: ['preta'] },
      },
    ];
    const given = { race: { optionKeys: ['preta'] } };
    expect(ids(visibleQuestions([...chained, byId('race')], given, true))).toContain('after');
    expect(ids(visibleQuestions([...chained, byId('race')], given, false))).not.toContain('after');
  });

  it('"prefer not to answer" opens no conditional question', () => {
    const questions = [
      byId('race'),
      { ...byId('routine'), index: 4, condition: { questionId: 'race', optionKeys: ['branca'] } },
    ];
    expect(ids(visibleQuestions(questions, { race: { preferNotToAnswer: true } }, true))).toEqual([
      'race',
    ]);
  });

  it('drops the answers of hidden questions and of declined sensitive ones', () => {
    const answers = {
      remote: { optionKeys: ['no'] },
      routine: { text: 'Trabalho de casa' },
      race: { optionKeys: ['parda'] },
      age: { number: 30 },
    };
    expect(withoutHidden(QUESTIONS, answers, false)).toEqual({
      remote: { optionKeys: ['no'] },
      age: { number: 30 },
    });
    expect(keptAnswers(QUESTIONS, answers, true)).toEqual({
      remote: { optionKeys: ['no'] },
      race: { optionKeys: ['parda'] },
      age: { number: 30 },
    });
  });

  it('sends trimmed texts and leaves out empty answers', () => {
    const answers = {
      remote: { optionKeys: ['yes'] },
      routine: { text: '  Home office  ' },
      benefits: { optionKeys: [] },
    };
    expect(keptAnswers(QUESTIONS, answers, true)).toEqual({
      remote: { optionKeys: ['yes'] },
      routine: { text: 'Home office' },
    });
  });
});

describe('steps', () => {
  it('puts the consent step before the first sensitive question, declined or not', () => {
    expect(steps(QUESTIONS, {}, null).map(stepKey)).toEqual([
      'remote',
      'consent',
      'belonging',
      'age',
      'benefits',
    ]);
    expect(steps(QUESTIONS, {}, 'given').map(stepKey)).toEqual([
      'remote',
      'consent',
      'race',
      'belonging',
      'age',
      'benefits',
    ]);
    expect(steps(QUESTIONS, {}, 'declined').map(stepKey)).toContain('consent');
  });

  it('has no consent step when no sensitive question can show', () => {
    const plain = QUESTIONS.filter((q) => !q.sensitive);
    expect(steps(plain, {}, null).map(stepKey)).not.toContain('consent');
  });

  it('resumes at the first step still waiting', () => {
    const answers = { remote: { optionKeys: ['no'] } };
    const all = steps(QUESTIONS, answers, null);
    expect(stepKey(all[resumeStep(all, answers, null)])).toBe('consent');
    const declined = steps(QUESTIONS, answers, 'declined');
    expect(stepKey(declined[resumeStep(declined, answers, 'declined')])).toBe('belonging');
  });
});

describe('problems before moving on', () => {
  it('asks for required answers and numbers in range', () => {
    expect(problemOf(byId('remote'), undefined)).toEqual({ key: 'survey.required' });
    expect(problemOf(byId('routine'), undefined)).toBeNull();
    expect(problemOf(byId('age'), { number: 12 })).toEqual({
      key: 'survey.between',
      values: { min: 16, max: 100 },
    });
    expect(problemOf(byId('age'), { number: 40 })).toBeNull();
    expect(problemOf({ ...byId('race'), required: true }, { preferNotToAnswer: true })).toBeNull();
  });

  it('names the sensitive categories, or the questions when categories are unknown', () => {
    expect(sensitiveSubjects(QUESTIONS)).toEqual({ categories: ['race'] });
    expect(sensitiveSubjects([{ ...byId('race'), category: null }])).toEqual({
      questions: ['Qual é a sua raça/cor?'],
    });
  });
});
