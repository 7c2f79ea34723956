import { setIn } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import { DEFAULT_WORKING_HOURS } from '../../../../shared/scheduling/schedule-defaults';
import type { BlackoutDay, WeekdayIndex, WorkingDay } from '../../../../shared/types/availability';

/** One weekday of the week form: closed days keep their times so reopening one shows sensible hours. */
export interface WeekRow {
  weekday: WeekdayIndex;
  open: boolean;
  opensAt: string;
  closesAt: string;
}

export interface WeekFormValues {
  days: WeekRow[];
}

/** The Saudi week, Sunday first (0 Sunday … 6 Saturday, as the API counts). */
export const WEEK: readonly WeekdayIndex[] = [0, 1, 2, 3, 4, 5, 6];

const FALLBACK = DEFAULT_WORKING_HOURS[0] ?? { opensAt: '09:00', closesAt: '18:00' };

/** The seven rows of the form from the stored working hours (a weekday not listed is closed). */
export function weekFormValues(hours: readonly WorkingDay[]): WeekFormValues {
  return {
    days: WEEK.map((weekday) => {
      const day = hours.find((h) => h.weekday === weekday);
      return day
        ? { weekday, open: true, opensAt: day.opensAt, closesAt: day.closesAt }
        : { weekday, open: false, opensAt: FALLBACK.opensAt, closesAt: FALLBACK.closesAt };
    }),
  };
}

/** The PUT /Availability/working-hours body: the open rows only, in the form's order. */
export function workingHoursBody(values: WeekFormValues): { workingHours: WorkingDay[] } {
  return {
    workingHours: values.days.filter((d) => d.open).map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt })),
  };
}

/**
 * A body error's path ("workingHours[1].closesAt", from the shared schema or the provider's 400) as
 * the form's path: the body lists open days only, so its index is not the row's.
 */
export function weekFieldPath(bodyPath: string, values: WeekFormValues): string {
  const match = /^workingHours\[(\d+)\]\.?(.*)$/.exec(bodyPath);
  if (!match) return 'days';
  const openRows = values.days.map((d, row) => (d.open ? row : -1)).filter((row) => row >= 0);
  const row = openRows[Number(match[1])];
  if (row === undefined) return 'days';
  return match[2] ? `days.${row}.${match[2]}` : `days.${row}`;
}

/**
 * A blackout-list error's path as the add form's field: the new day is appended at `newIndex`;
 * a list-wide error (a repeated date, too many days) belongs to its date.
 */
export function blackoutFieldPath(bodyPath: string, newIndex: number): keyof BlackoutDay {
  const match = /^blackoutDays\[(\d+)\]\.(date|name|arabicName)$/.exec(bodyPath);
  if (match && Number(match[1]) === newIndex) return match[2] as keyof BlackoutDay;
  return 'date';
}

/** The days off in date order, as the list shows them. */
export function sortedBlackoutDays(days: readonly BlackoutDay[]): BlackoutDay[] {
  return [...days].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Runs a shared schema on `body` and returns Formik errors, each message at the path `pathOf` maps
 * its body path to (the first message per field). No rules of its own: only the schema's.
 */
export function schemaErrors<E extends object>(schema: AnySchema, body: unknown, pathOf: (bodyPath: string) => string): E {
  try {
    schema.validateSync(body, { abortEarly: false });
    return {} as E;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    let errors: object = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const problem of inner) {
      const path = pathOf(problem.path ?? '');
      if (path && !hasPath(errors, path)) errors = setIn(errors, path, problem.errors[0]);
    }
    return errors as E;
  }
}

function hasPath(errors: object, path: string): boolean {
  let current: unknown = errors;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<string, unknown>)[part];
  }
  return current !== undefined;
}
