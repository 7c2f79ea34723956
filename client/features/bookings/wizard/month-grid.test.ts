import { addMonths, monthRange, monthWeeks, movedFocus } from './month-grid';

describe('month grid', () => {
  it('lays a month out in weeks from Sunday, with blanks around it', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const december = monthWeeks('2026-12'); // starts on a Tuesday
    expect(december[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']);
  });

  it('knows month ranges and moves across years', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
  });

  it('moves the focus by the keys of a date grid, left and right by the reading direction', () => {
    expect(movedFocus('2026-11-30', 'ArrowRight', false)).toBe('2026-12-01');
    expect(movedFocus('2026-11-30', 'ArrowRight', true)).toBe('2026-11-29');
    expect(movedFocus('2026-11-30', 'ArrowLeft', true)).toBe('2026-12-01');
    expect(movedFocus('2026-11-30', 'ArrowDown', false)).toBe('2026-12-07');
    expect(movedFocus('2026-12-03', 'ArrowUp', false)).toBe('2026-11-26');
    expect(movedFocus('2026-12-02', 'Home', false)).toBe('2026-11-29'); // that week's Sunday
    expect(movedFocus('2026-12-02', 'End', false)).toBe('2026-12-05');
    expect(movedFocus('2027-01-31', 'PageDown', false)).toBe('2027-02-28');
    expect(movedFocus('2026-12-15', 'PageUp', false)).toBe('2026-11-15');
    expect(movedFocus('2026-12-15', 'Enter', false)).toBeNull();
  });
});
