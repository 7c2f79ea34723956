import { isLiveJob, nextJobStep, PARTNER_JOB_TRANSITIONS, refuseJobMove, takesWorkRecords, type JobStatus } from './transitions';

const ALL: JobStatus[] = ['assigned', 'accepted', 'declined', 'on_the_way', 'started', 'done', 'withdrawn'];

describe('a partner moving a job', () => {
  it('goes assigned → accepted → on the way → started → done, one step at a time', () => {
    expect(refuseJobMove('assigned', 'accepted', 'quoted')).toBeNull();
    expect(refuseJobMove('accepted', 'on_the_way', 'in_progress')).toBeNull();
    expect(refuseJobMove('on_the_way', 'started', 'in_progress')).toBeNull();
    expect(refuseJobMove('started', 'done', 'in_progress')).toBeNull();
  });

  it('refuses skipping a step, going back and moving a finished, declined or withdrawn job', () => {
    expect(refuseJobMove('assigned', 'started', 'in_progress')).toBe('jobStepInvalid');
    expect(refuseJobMove('accepted', 'done', 'in_progress')).toBe('jobStepInvalid');
    expect(refuseJobMove('started', 'on_the_way', 'in_progress')).toBe('jobStepInvalid');
    expect(refuseJobMove('accepted', 'accepted', 'in_progress')).toBe('jobStepInvalid');
    for (const from of ['done', 'declined', 'withdrawn'] as const) {
      for (const to of ALL) expect(refuseJobMove(from, to, 'in_progress')).toBe('jobStepInvalid');
    }
  });

  it('declines only a job not yet accepted, and never assigns or withdraws', () => {
    expect(refuseJobMove('assigned', 'declined', 'pending')).toBeNull();
    expect(refuseJobMove('accepted', 'declined', 'in_progress')).toBe('jobStepInvalid');
    for (const from of ALL) {
      expect(PARTNER_JOB_TRANSITIONS[from]).not.toContain('assigned');
      expect(PARTNER_JOB_TRANSITIONS[from]).not.toContain('withdrawn');
    }
  });

  it('takes no step on a completed or cancelled booking', () => {
    expect(refuseJobMove('assigned', 'accepted', 'cancelled')).toBe('jobBookingClosed');
    expect(refuseJobMove('started', 'done', 'completed')).toBe('jobBookingClosed');
  });

  it('starts and finishes work only on a confirmed (in progress) booking', () => {
    expect(refuseJobMove('accepted', 'on_the_way', 'quoted')).toBeNull();
    expect(refuseJobMove('on_the_way', 'started', 'quoted')).toBe('jobBookingNotConfirmed');
    expect(refuseJobMove('started', 'done', 'pending')).toBe('jobBookingNotConfirmed');
  });

  it('offers the next step forward, none at the end', () => {
    expect(nextJobStep('assigned')).toBe('accepted');
    expect(nextJobStep('accepted')).toBe('on_the_way');
    expect(nextJobStep('on_the_way')).toBe('started');
    expect(nextJobStep('started')).toBe('done');
    expect(nextJobStep('done')).toBeNull();
    expect(nextJobStep('declined')).toBeNull();
  });

  it('keeps photos and ticks to a started job, and hides declined and withdrawn ones', () => {
    expect(ALL.filter(takesWorkRecords)).toEqual(['started']);
    expect(ALL.filter((s) => !isLiveJob(s))).toEqual(['declined', 'withdrawn']);
  });
});
