import { describe, expect, it } from 'vitest';
import type { QuestionnaireQuestion } from '../library/question.model';
import {
  brokenConditions,
  canMove,
  conditionCandidates,
  dependentsOf,
  moveId,
} from './questionOrder';

type Q = Pick<QuestionnaireQuestion, 'id' | 'position' | 'type' | 'condition'>;
const q = (id: string, position: number, type: Q['type'], dependsOn?: string): Q => ({
  id,
  position,
  type,
  condition: dependsOn ? { questionId: dependsOn, optionKeys: ['yes'] } : null,
});

// race (single) · remote (single) · comment (text, after "remote") · belonging (scale)
const questions = [
  q('race', 0, 'single'),
  q('remote', 1, 'single'),
  q('comment', 2, 'text', 'remote'),
  q('belonging', 3, 'scale'),
];

describe('question order', () => {
  it('moves one id and leaves the others in order', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveId(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('finds conditions that would look forward', () => {
    expect(brokenConditions(questions, ['race', 'remote', 'comment', 'belonging'])).toEqual([]);
    expect(brokenConditions(questions, ['race', 'comment', 'remote', 'belonging'])).toEqual([
      'comment',
    ]);
    // A question that is gone breaks the condition too.
    expect(brokenConditions(questions, ['race', 'comment', 'belonging'])).toEqual(['comment']);
  });

  it('allows only the moves that keep every condition after its question', () => {
    expect(canMove(questions, 0, 1)).toBe(true); // race below remote
    expect(canMove(questions, 2, 1)).toBe(false); // comment above remote
    expect(canMove(questions, 1, 2)).toBe(false); // remote below comment
    expect(canMove(questions, 1, 0)).toBe(true); // remote to the top
    expect(canMove(questions, 3, 0)).toBe(true); // belonging to the top
    expect(canMove(questions, 0, -1)).toBe(false);
    expect(canMove(questions, 3, 4)).toBe(false);
  });

  it('names the questions that depend on one', () => {
    expect(dependentsOf(questions, 'remote').map((question) => question.id)).toEqual(['comment']);
    expect(dependentsOf(questions, 'race')).toEqual([]);
  });
});

describe('condition candidates', () => {
  it('are the earlier choice questions', () => {
    const ids = (list: Q[]) => list.map((question) => question.id);
    expect(ids(conditionCandidates(questions, 'belonging'))).toEqual(['race', 'remote']);
    expect(ids(conditionCandidates(questions, 'remote'))).toEqual(['race']);
    expect(ids(conditionCandidates(questions, 'race'))).toEqual([]);
  });

  it('for a new question, which goes last, are every choice question', () => {
    expect(conditionCandidates(questions).map((question) => question.id)).toEqual([
      'race',
      'remote',
      'belonging',
    ]);
  });
});
