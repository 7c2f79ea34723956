/**
 * The month-over-month booking growth as the overview card says it: a signed percentage; 'new'
 * when last month had none but this month has some; 'none' when both months had none.
 */
export type Growth = { kind: 'percent'; value: number } | { kind: 'new' } | { kind: 'none' };

export function growthText(percent: number | null, thisMonth: number): Growth {
  if (percent !== null) return { kind: 'percent', value: percent };
  return thisMonth > 0 ? { kind: 'new' } : { kind: 'none' };
}
