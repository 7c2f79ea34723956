import type { Rating } from '../../../shared/types/rating';
import { toRatingViews, toCommentedRatings } from './rating-view';

const rate = (overrides: Partial<Rating>): Rating => ({
  id: 1,
  value: 5,
  comment: 'Great work',
  clientName: 'Sara',
  clientId: 1,
  serviceId: 1,
  serviceTitle: 'Digital Marketing',
  serviceArabicTitle: 'التسويق الرقمي',
  verified: false,
  createdAt: '2026-01-10T10:00:00Z',
  ...overrides,
});

describe('toCommentedRatings', () => {
  it('keeps only ratings with a non-blank comment', () => {
    const list = toCommentedRatings([rate({ id: 1 }), rate({ id: 2, comment: '' }), rate({ id: 3, comment: '   ' }), rate({ id: 4 })], 'en');
    expect(list.map((t) => t.id)).toEqual([4, 1]);
  });

  it('leaves the names empty for the view to use its fallbacks', () => {
    const [only] = toCommentedRatings([rate({ clientName: ' ', serviceTitle: '', serviceArabicTitle: '' })], 'en');
    expect(only).toMatchObject({ clientName: null, serviceTitle: null });
  });

  it('shows as many stars as the rating value', () => {
    expect(toCommentedRatings([rate({ value: 3 })], 'en')[0]?.stars).toBe(3);
    expect(toCommentedRatings([rate({ value: 1 })], 'en')[0]?.stars).toBe(1);
  });

  it('puts the newest first and keeps at most the given number', () => {
    const rates = [1, 2, 3, 4].map((id) => rate({ id, createdAt: `2026-01-0${id}T00:00:00Z` }));
    expect(toCommentedRatings(rates, 'en', 2).map((t) => t.id)).toEqual([4, 3]);
  });

  it('trims the comment', () => {
    expect(toCommentedRatings([rate({ comment: '  Very good  ' })], 'en')[0]?.comment).toBe('Very good');
  });

  it('is empty without ratings', () => {
    expect(toCommentedRatings(undefined, 'en')).toEqual([]);
  });
});

describe('toRatingViews', () => {
  it('keeps every rating of a service, newest first, stars-only ones included', () => {
    const list = toRatingViews([rate({ id: 1, createdAt: '2026-01-01T00:00:00Z' }), rate({ id: 2, comment: '', createdAt: '2026-02-01T00:00:00Z' })], 'en');
    expect(list.map((r) => [r.id, r.comment])).toEqual([
      [2, ''],
      [1, 'Great work'],
    ]);
  });

  it('names the service in the page language, in English where the Arabic title is blank', () => {
    expect(toRatingViews([rate({})], 'ar')[0]?.serviceTitle).toBe('التسويق الرقمي');
    expect(toRatingViews([rate({})], 'en')[0]?.serviceTitle).toBe('Digital Marketing');
    expect(toRatingViews([rate({ serviceArabicTitle: ' ' })], 'ar')[0]?.serviceTitle).toBe('Digital Marketing');
  });
});
