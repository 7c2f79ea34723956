import type { DurationUnit } from '../../../../shared/constants';

/** Hours in each unit, to compare services priced in hours with services that take weeks. */
export const HOURS_PER_UNIT: Record<DurationUnit, number> = { Hour: 1, Day: 24, Week: 24 * 7, Month: 24 * 30 };

const LARGEST_FIRST: DurationUnit[] = ['Month', 'Week', 'Day', 'Hour'];

/**
 * The services screen's 'average minimum duration' counter. Services state their durations in
 * different units, so the minimums are averaged in hours and shown in the largest unit in which
 * the average is at least one (null without services).
 */
export function averageMinimumDuration(services: readonly { durationMin: number; durationUnit: DurationUnit }[]): { value: number; unit: DurationUnit } | null {
  const known = services.filter((s) => Number.isFinite(s.durationMin) && HOURS_PER_UNIT[s.durationUnit] !== undefined);
  if (known.length === 0) return null;
  const hours = known.reduce((sum, s) => sum + s.durationMin * HOURS_PER_UNIT[s.durationUnit], 0) / known.length;
  const unit = LARGEST_FIRST.find((u) => hours >= HOURS_PER_UNIT[u]) ?? 'Hour';
  return { value: Math.round((hours / HOURS_PER_UNIT[unit]) * 10) / 10, unit };
}
