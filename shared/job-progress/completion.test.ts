import { autoCompleteAt, completesItself, DAY_MS, refuseClientAnswer, type CompletionState } from './completion';

const doneAt = new Date('2026-12-01T10:00:00Z');
const open: CompletionState = { doneAt, confirmedAt: null, problemReportedAt: null };
const at = (ms: number) => new Date(doneAt.getTime() + ms);

describe('a booking completing itself', () => {
  it('completes once the set number of days has passed without an answer, not a moment before', () => {
    expect(autoCompleteAt(doneAt, 3).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(completesItself(open, at(3 * DAY_MS - 1), 3)).toBe(false);
    expect(completesItself(open, at(3 * DAY_MS), 3)).toBe(true);
    expect(completesItself(open, at(1), 0)).toBe(true);
  });

  it('does not when the client confirmed or reported a problem', () => {
    expect(completesItself({ ...open, confirmedAt: at(1) }, at(10 * DAY_MS), 3)).toBe(false);
    expect(completesItself({ ...open, problemReportedAt: at(1) }, at(10 * DAY_MS), 3)).toBe(false);
  });
});

describe('the client answering', () => {
  it('is refused before the work is done', () => {
    expect(refuseClientAnswer(null, 'confirm', doneAt, 3)).toBe('completionNotAwaited');
    expect(refuseClientAnswer(null, 'problem', doneAt, 3)).toBe('completionNotAwaited');
  });

  it('confirms or reports within the days, once', () => {
    expect(refuseClientAnswer(open, 'confirm', at(DAY_MS), 3)).toBeNull();
    expect(refuseClientAnswer(open, 'problem', at(DAY_MS), 3)).toBeNull();
    expect(refuseClientAnswer({ ...open, confirmedAt: at(1) }, 'confirm', at(DAY_MS), 3)).toBe('completionAnswered');
    expect(refuseClientAnswer({ ...open, confirmedAt: at(1) }, 'problem', at(DAY_MS), 3)).toBe('completionAnswered');
    expect(refuseClientAnswer({ ...open, problemReportedAt: at(1) }, 'problem', at(DAY_MS), 3)).toBe('completionAnswered');
  });

  it('may still confirm after reporting a problem (once it is put right)', () => {
    expect(refuseClientAnswer({ ...open, problemReportedAt: at(1) }, 'confirm', at(9 * DAY_MS), 3)).toBeNull();
  });

  it('reports no problem once the days are over', () => {
    expect(refuseClientAnswer(open, 'problem', at(3 * DAY_MS), 3)).toBe('completionWindowClosed');
  });
});
