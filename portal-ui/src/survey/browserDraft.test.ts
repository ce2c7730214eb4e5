import { describe, expect, it } from 'vitest';
import { browserDraftKey, browserDrafts } from './browserDraft';

describe('browser draft store', () => {
  it('keeps one draft per survey under its own key', () => {
    browserDrafts.save('s1', {
      answers: { q1: { optionKeys: ['a'] } },
      consent: { given: true, version: 'v1' },
    });
    browserDrafts.save('s2', { answers: { q9: { text: 'outra' } }, consent: null });
    expect(localStorage.getItem(browserDraftKey('s1'))).not.toBeNull();
    expect(browserDraftKey('s1')).toBe('diversitera.surveyDraft.s1');
    expect(browserDrafts.load('s1')).toEqual({
      answers: { q1: { optionKeys: ['a'] } },
      consent: { given: true, version: 'v1' },
    });
    expect(browserDrafts.load('s2')?.answers).toEqual({ q9: { text: 'outra' } });
  });

  it('clears a draft, leaving the others', () => {
    browserDrafts.save('s1', { answers: {}, consent: null });
    browserDrafts.save('s2', { answers: {}, consent: null });
    browserDrafts.clear('s1');
    expect(browserDrafts.load('s1')).toBeNull();
    expect(browserDrafts.load('s2')).not.toBeNull();
  });

  it('drops an unreadable draft instead of trusting it', () => {
    localStorage.setItem(browserDraftKey('s1'), '{not json');
    expect(browserDrafts.load('s1')).toBeNull();
    expect(localStorage.getItem(browserDraftKey('s1'))).toBeNull();
    localStorage.setItem(browserDraftKey('s2'), JSON.stringify({ answers: [1, 2] }));
    expect(browserDrafts.load('s2')).toBeNull();
  });

  it('ignores a malformed consent record', () => {
    localStorage.setItem(
      browserDraftKey('s1'),
      JSON.stringify({ answers: { q1: { number: 3 } }, consent: { given: 'yes' } }),
    );
    expect(browserDrafts.load('s1')).toEqual({ answers: { q1: { number: 3 } }, consent: null });
  });
});
