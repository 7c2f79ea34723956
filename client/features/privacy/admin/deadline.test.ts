import { deadlineOf } from './deadline';

const open = (dueAt: string) => ({ state: 'open', dueAt });

describe('deadlineOf', () => {
  it('counts the Saudi days left to the deadline', () => {
    expect(deadlineOf(open('2026-05-31T09:00:00.000Z'), new Date('2026-05-01T09:00:00.000Z'))).toEqual({ kind: 'left', days: 30 });
  });

  it('counts by the Saudi calendar, not by UTC: 22:30 UTC is already the next day in Riyadh', () => {
    // 2026-05-10 22:30 UTC is 2026-05-11 01:30 in Riyadh; due 2026-05-12 10:00 Riyadh is one day later.
    expect(deadlineOf(open('2026-05-12T07:00:00.000Z'), new Date('2026-05-10T22:30:00.000Z'))).toEqual({ kind: 'left', days: 1 });
  });

  it('says today while the due hour of the same Saudi day has not passed', () => {
    expect(deadlineOf(open('2026-05-12T15:00:00.000Z'), new Date('2026-05-12T06:00:00.000Z'))).toEqual({ kind: 'today' });
  });

  it('is overdue by at least one day once the due instant has passed', () => {
    expect(deadlineOf(open('2026-05-12T06:00:00.000Z'), new Date('2026-05-12T07:00:00.000Z'))).toEqual({ kind: 'overdue', days: 1 });
    expect(deadlineOf(open('2026-05-12T06:00:00.000Z'), new Date('2026-05-15T07:00:00.000Z'))).toEqual({ kind: 'overdue', days: 3 });
  });

  it('has no deadline once closed', () => {
    expect(deadlineOf({ state: 'done', dueAt: '2026-05-12T06:00:00.000Z' }, new Date('2026-06-15T07:00:00.000Z'))).toEqual({ kind: 'closed' });
    expect(deadlineOf({ state: 'refused', dueAt: '2026-05-12T06:00:00.000Z' }, new Date('2026-04-15T07:00:00.000Z'))).toEqual({ kind: 'closed' });
  });
});
