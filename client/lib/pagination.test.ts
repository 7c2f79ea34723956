import { DASHBOARD_PAGE_SIZE } from '../../shared/constants';
import { clampPage, pageCount, pageOf, showingRange } from './pagination';

describe('dashboard paging', () => {
  it('counts pages of six, with one empty page for an empty list', () => {
    expect(pageCount(0, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(pageCount(6, DASHBOARD_PAGE_SIZE)).toBe(1);
    expect(pageCount(7, DASHBOARD_PAGE_SIZE)).toBe(2);
    expect(pageCount(100_000, DASHBOARD_PAGE_SIZE)).toBe(16_667);
  });

  it("gives the numbers of 'Showing X to Y of Z results'", () => {
    expect(showingRange(1, 6, 14)).toEqual({ from: 1, to: 6, total: 14 });
    expect(showingRange(2, 6, 14)).toEqual({ from: 7, to: 12, total: 14 });
    expect(showingRange(3, 6, 14)).toEqual({ from: 13, to: 14, total: 14 });
    expect(showingRange(1, 6, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('brings a page past the end back to the last page (after deleting its only item)', () => {
    expect(clampPage(3, 12, 6)).toBe(2);
    expect(showingRange(3, 6, 12)).toEqual({ from: 7, to: 12, total: 12 });
    expect(clampPage(0, 12, 6)).toBe(1);
    expect(clampPage(Number.NaN, 12, 6)).toBe(1);
  });

  it('slices a page of a list held in memory', () => {
    const items = Array.from({ length: 14 }, (_, i) => i + 1);
    expect(pageOf(items, 1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageOf(items, 3, 6)).toEqual([13, 14]);
    expect(pageOf(items, 9, 6)).toEqual([13, 14]);
    expect(pageOf([], 1, 6)).toEqual([]);
  });
});
