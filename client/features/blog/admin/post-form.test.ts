import type { BlogPostAdmin } from '../../../../shared/types/blog';
import { coverProblem, emptyPostValues, fromLocalInput, postServerErrors, postValuesFrom, toLocalInput, toPostInput, validatePostValues } from './post-form';

const post: BlogPostAdmin = {
  id: 4,
  slug: 'garden-care',
  status: 'draft',
  publishedAt: null,
  cover: null,
  serviceIds: [2],
  translations: { ar: { title: 'العناية بالحديقة', summary: 'ملخص', body: 'نص', readingMinutes: 1 } },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('post form values', () => {
  it("starts a new post in the admin's language", () => {
    expect(emptyPostValues('ar')).toMatchObject({ en: { include: false }, ar: { include: true } });
  });

  it('round-trips a post: a missing version is left out and sent as null', () => {
    const values = postValuesFrom(post);
    expect(values.en).toEqual({ include: false, title: '', summary: '', body: '' });
    expect(toPostInput(values)).toEqual({ slug: 'garden-care', en: null, ar: { title: 'العناية بالحديقة', summary: 'ملخص', body: 'نص' }, serviceIds: [2] });
    expect(toPostInput({ ...values, slug: '  ' })).not.toHaveProperty('slug');
  });

  it('validates with the shared schema and puts each message on its field', async () => {
    const errors = await validatePostValues({
      slug: 'Bad Slug',
      en: { include: true, title: 'No', summary: '', body: '' },
      ar: { include: false, title: '', summary: '', body: '' },
      serviceIds: [],
    });
    expect(errors).toEqual({ slug: 'validation:slugInvalid', en: { title: 'validation:postTitleMinLength', body: 'validation:postBodyRequired' } });
    const none = await validatePostValues({ ...emptyPostValues('en'), en: { include: false, title: '', summary: '', body: '' } });
    expect(none).toEqual({ en: { include: 'validation:postLanguageRequired' }, slug: 'validation:slugRequired' });
  });

  it('asks for a slug for an Arabic-only post, and not when the English title gives one', async () => {
    const arabic = postValuesFrom(post);
    expect(await validatePostValues({ ...arabic, slug: '' })).toEqual({ slug: 'validation:slugRequired' });
    expect(await validatePostValues({ ...arabic, slug: '', en: { include: true, title: 'Garden care', summary: '', body: 'Text' } })).toEqual({});
  });

  it("maps the provider's field errors onto the form", () => {
    expect(
      postServerErrors({
        slug: ['Another post already uses this address (slug)'],
        'ar.title': ['Title is required'],
        en: ['Write the article in at least one language'],
        other: ['x'],
      }),
    ).toEqual({
      slug: 'Another post already uses this address (slug)',
      ar: { title: 'Title is required' },
      en: { include: 'Write the article in at least one language' },
    });
  });
});

describe('cover checks', () => {
  it('takes pictures up to 10 MB only', () => {
    expect(coverProblem({ name: 'cover.JPG', size: 2000 })).toBeNull();
    expect(coverProblem({ name: 'cover.webp', size: 2000 })).toBeNull();
    expect(coverProblem({ name: 'brochure.pdf', size: 2000 })).toBe('type');
    expect(coverProblem({ name: 'noextension', size: 2000 })).toBe('type');
    expect(coverProblem({ name: 'empty.png', size: 0 })).toBe('empty');
    expect(coverProblem({ name: 'huge.png', size: 10 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('publish date input', () => {
  it('converts between the local input and an instant', () => {
    const iso = fromLocalInput('2026-03-05T14:30')!;
    expect(toLocalInput(iso)).toBe('2026-03-05T14:30');
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput(null)).toBe('');
  });
});
