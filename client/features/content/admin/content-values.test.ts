import { DEFAULT_SITE_CONTENT } from '../../../../shared/content/site-content-defaults';
import { siteContentSchema } from '../../../../shared/validation/site-content';
import { contentFormValues, formikPath } from './content-values';

describe('the content form', () => {
  it('edits the document without its updatedAt, and the defaults pass the shared schema', async () => {
    const values = contentFormValues({ ...DEFAULT_SITE_CONTENT, updatedAt: null, workingHours: [] });
    expect(values).not.toHaveProperty('updatedAt');
    expect(values).not.toHaveProperty('workingHours');
    await expect(siteContentSchema.validate(values)).resolves.toBeTruthy();
  });

  it('offers one empty headline line when a language has none', () => {
    const values = contentFormValues({
      ...DEFAULT_SITE_CONTENT,
      hero: { ...DEFAULT_SITE_CONTENT.hero, ar: { ...DEFAULT_SITE_CONTENT.hero.ar, headlines: [] } },
      updatedAt: null,
      workingHours: [],
    });
    expect(values.hero.ar.headlines).toEqual(['']);
  });

  it("maps the provider's field paths to the form's", () => {
    expect(formikPath('hero.en.headlines[1]')).toBe('hero.en.headlines.1');
    expect(formikPath('officeAddress.ar')).toBe('officeAddress.ar');
  });
});
