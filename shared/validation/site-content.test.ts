import { DEFAULT_SITE_CONTENT } from '../content/site-content-defaults';
import { siteContentSchema } from './site-content';
import { errorsOf } from './test-helpers';

const valid = () => structuredClone(DEFAULT_SITE_CONTENT);

describe('siteContentSchema', () => {
  it('accepts the defaults unchanged', () => {
    expect(errorsOf(siteContentSchema, valid())).toEqual({});
    expect(siteContentSchema.validateSync(valid())).toEqual(DEFAULT_SITE_CONTENT);
  });

  it('drops blank headlines and turns an empty social link into the # placeholder', () => {
    const input = valid();
    input.hero.en.headlines = ['  First  ', ' ', ''];
    input.socialLinks.twitter = '';
    const output = siteContentSchema.validateSync(input);
    expect(output.hero.en.headlines).toEqual(['First']);
    expect(output.socialLinks.twitter).toBe('#');
  });

  it.each([
    ['companyPhone', '', 'validation:phoneNumberRequired'],
    ['companyPhone', 'call us', 'validation:phoneInvalid'],
    ['whatsappNumber', '', 'validation:whatsappRequired'],
    ['whatsappNumber', '055 123 4567', 'validation:whatsappInternational'],
    ['infoEmail', 'info-at-khadamat', 'validation:invalidEmail'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(siteContentSchema, { ...valid(), [field]: value })[field]).toEqual([message]);
  });

  it('needs the address, hero and story in both languages', () => {
    const input = valid();
    input.officeAddress.ar = ' ';
    input.hero.ar = { headlines: [], subtitle: '', description: 'x'.repeat(1001) };
    input.aboutStory.en = '';
    expect(errorsOf(siteContentSchema, input)).toEqual({
      'officeAddress.ar': ['validation:addressRequired'],
      'hero.ar.headlines': ['validation:headlinesRequired'],
      'hero.ar.subtitle': ['validation:subtitleRequired'],
      'hero.ar.description': ['validation:descriptionMaxLength'],
      'aboutStory.en': ['validation:aboutStoryRequired'],
    });
    input.officeAddress.ar = 'الخبر';
    input.hero.ar = { headlines: Array.from({ length: 9 }, (_, i) => `سطر ${i}`), subtitle: 'ع', description: 'و' };
    input.aboutStory.en = 'Story';
    expect(errorsOf(siteContentSchema, input)).toEqual({ 'hero.ar.headlines': ['validation:tooManyHeadlines'] });
  });

  it.each([
    ['https://www.instagram.com/khadamat.sa', true],
    ['#', true],
    ['javascript:alert(1)', false],
    ['ftp://files.example.com', false],
    ['not a link', false],
    ['https://localhost', false],
  ])('social link %j is valid: %s', (link, ok) => {
    const errors = errorsOf(siteContentSchema, { ...valid(), socialLinks: { ...DEFAULT_SITE_CONTENT.socialLinks, facebook: link } });
    expect(errors['socialLinks.facebook'] === undefined).toBe(ok);
  });
});
