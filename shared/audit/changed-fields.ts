/** One field an audited change touched, named by its path in the record (`items.0.unitPrice`). */
export interface ChangedField {
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain values (text, numbers, yes/no, null) by path: objects and arrays are walked into. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(value)) {
    if (value.length === 0 && prefix) into.set(prefix, []);
    value.forEach((item, index) => flatten(item, prefix ? `${prefix}.${index}` : String(index), into));
  } else if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix) into.set(prefix, {});
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

/**
 * What differs between the record before and after a change, field by field, in the record's own
 * order (fields only after the change come last). A created record lists all its fields with
 * nothing before; a deleted one all with nothing after.
 */
export function changedFields(before: unknown, after: unknown): ChangedField[] {
  const old = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const paths = [...old.keys(), ...[...now.keys()].filter((path) => !old.has(path))];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return paths
    .filter((path) => !(old.has(path) && now.has(path) && same(old.get(path), now.get(path))))
    .map((path) => ({ path, before: old.has(path) ? old.get(path) : null, after: now.has(path) ? now.get(path) : null }));
}
