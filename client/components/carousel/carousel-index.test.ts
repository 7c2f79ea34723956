import { CAROUSEL_BREAKPOINTS } from '../../../shared/constants';
import { nextIndex, positionCount, previousIndex, slidesPerViewAt, wrapIndex } from './carousel-index';

describe('carousel index', () => {
  it('wraps from the last position to the first and back', () => {
    expect(nextIndex(4, 5, 1)).toBe(0);
    expect(previousIndex(0, 5, 1)).toBe(4);
    expect(nextIndex(1, 5, 1)).toBe(2);
    expect(previousIndex(3, 5, 1)).toBe(2);
  });

  it('stops at the last full view when several slides are visible', () => {
    // 5 slides, 3 visible: first visible slide 0, 1 or 2.
    expect(positionCount(5, 3)).toBe(3);
    expect(nextIndex(2, 5, 3)).toBe(0);
    expect(previousIndex(0, 5, 3)).toBe(2);
  });

  it('has one position when everything fits', () => {
    expect(positionCount(2, 3)).toBe(1);
    expect(nextIndex(0, 2, 3)).toBe(0);
    expect(previousIndex(0, 2, 3)).toBe(0);
  });

  it('copes with no slides and with large steps', () => {
    expect(positionCount(0, 1)).toBe(0);
    expect(nextIndex(0, 0, 1)).toBe(0);
    expect(wrapIndex(-7, 5)).toBe(3);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('shows 1, 2 or 3 slides from 0, 640 and 1024 px (spec 9)', () => {
    expect(slidesPerViewAt(390, CAROUSEL_BREAKPOINTS)).toBe(1);
    expect(slidesPerViewAt(639, CAROUSEL_BREAKPOINTS)).toBe(1);
    expect(slidesPerViewAt(640, CAROUSEL_BREAKPOINTS)).toBe(2);
    expect(slidesPerViewAt(1023, CAROUSEL_BREAKPOINTS)).toBe(2);
    expect(slidesPerViewAt(1024, CAROUSEL_BREAKPOINTS)).toBe(3);
  });
});
