import type { PartnerJob } from '../../../shared/types/job-progress';
import { sectionJobs } from './job-sections';

const job = (id: number, at: string, slot = true) =>
  ({ assignmentId: id, booking: { slotStartsAt: slot ? at : null, preferedDateAndTime: at } }) as unknown as PartnerJob;

describe("the portal's sections", () => {
  it('splits jobs by the Saudi calendar day, not the UTC one', () => {
    // 22:30 UTC on the 1st is 01:30 on the 2nd in Riyadh.
    const now = new Date('2026-12-01T22:30:00Z');
    const sections = sectionJobs(
      [job(1, '2026-12-01T10:00:00Z'), job(2, '2026-12-01T21:30:00Z'), job(3, '2026-12-02T12:00:00Z', false), job(4, '2026-12-03T06:00:00Z')],
      now,
    );
    expect(sections.earlier.map((j) => j.assignmentId)).toEqual([1]);
    expect(sections.today.map((j) => j.assignmentId)).toEqual([2, 3]);
    expect(sections.coming.map((j) => j.assignmentId)).toEqual([4]);
  });
});
