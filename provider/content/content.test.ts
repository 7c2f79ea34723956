import { DEFAULT_SITE_CONTENT } from '../../shared/content/site-content-defaults';
import { DEFAULT_WORKING_HOURS } from '../../shared/scheduling/schedule-defaults';
import type { SiteContent } from '../../shared/types/site-content';
import { bearer, describeEachDialect, type TestProvider, type TestUser } from '../test-support/harness';
import { ensureSiteContent, overDefaults } from './content.repository';

const edited = (): SiteContent => ({
  ...structuredClone(DEFAULT_SITE_CONTENT),
  companyPhone: '+966 13 800 1234',
  socialLinks: { facebook: 'https://www.facebook.com/khadamat.sa', twitter: '', instagram: '#', linkedin: '#' },
  hero: {
    en: { headlines: ['New headline', ' '], subtitle: 'New subtitle', description: 'New description' },
    ar: { headlines: ['عنوان جديد'], subtitle: 'عنوان فرعي جديد', description: 'وصف جديد' },
  },
});

describeEachDialect('Content', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
  });

  it('serves the defaults to anyone before the seed and after it, marked as never edited', async () => {
    const before = await p.http().get('/Content');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ isSuccess: true, result: { ...DEFAULT_SITE_CONTENT, updatedAt: null, workingHours: DEFAULT_WORKING_HOURS } });
    expect(await ensureSiteContent(p.db)).toBe(true);
    expect(await ensureSiteContent(p.db)).toBe(false);
    const after = await p.http().get('/Content');
    expect(after.body.result).toEqual({ ...DEFAULT_SITE_CONTENT, updatedAt: null, workingHours: DEFAULT_WORKING_HOURS });
    expect(after.body.result.hero.ar.headlines.length).toBeGreaterThan(1);
  });

  it('lets an admin replace the document, which everyone then reads', async () => {
    const res = await p.http().put('/Content').set(bearer(admin.token)).send(edited());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Site content saved');
    expect(res.body.result).toMatchObject({
      companyPhone: '+966 13 800 1234',
      socialLinks: { facebook: 'https://www.facebook.com/khadamat.sa', twitter: '#' },
      hero: { en: { headlines: ['New headline'] }, ar: { headlines: ['عنوان جديد'] } },
      updatedAt: expect.any(String),
    });
    const read = await p.http().get('/Content').set('Accept-Language', 'ar');
    expect(read.body.result).toEqual(res.body.result);
    // The seed never overwrites an edited document.
    expect(await ensureSiteContent(p.db)).toBe(false);
    expect((await p.http().get('/Content')).body.result.companyPhone).toBe('+966 13 800 1234');
  });

  it('drops unknown fields instead of storing them', async () => {
    const res = await p
      .http()
      .put('/Content')
      .set(bearer(admin.token))
      .send({ ...edited(), script: '<script>', updatedAt: '2000-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.result).not.toHaveProperty('script');
    expect(res.body.result.updatedAt).not.toBe('2000-01-01');
  });

  it("shows the availability's week as the business hours, the one source of them: a new week is read at once, and a PUT cannot change it", async () => {
    const week = [
      { weekday: 0, opensAt: '09:00', closesAt: '17:00' },
      { weekday: 4, opensAt: '09:00', closesAt: '13:00' },
    ];
    expect((await p.http().put('/Availability/working-hours').set(bearer(admin.token)).send({ workingHours: week })).status).toBe(200);
    expect((await p.http().get('/Content')).body.result.workingHours).toEqual(week);
    const sent = await p
      .http()
      .put('/Content')
      .set(bearer(admin.token))
      .send({ ...edited(), workingHours: [{ weekday: 5, opensAt: '08:00', closesAt: '18:00' }], businessHours: { opens: '08:00' } });
    expect(sent.status).toBe(200);
    expect(sent.body.result.workingHours).toEqual(week);
    expect(sent.body.result).not.toHaveProperty('businessHours');
    await p.http().put('/Availability/working-hours').set(bearer(admin.token)).send({ workingHours: DEFAULT_WORKING_HOURS });
    expect((await p.http().get('/Content')).body.result.workingHours).toEqual(DEFAULT_WORKING_HOURS);
  });

  it('answers each validation error in the request language', async () => {
    const bad = {
      ...edited(),
      companyPhone: '',
      whatsappNumber: '0551234567',
      infoEmail: 'nope',
      officeAddress: { en: 'Khobar', ar: '' },
      socialLinks: { facebook: 'javascript:alert(1)', twitter: '#', instagram: '#', linkedin: '#' },
      hero: { en: { headlines: [], subtitle: 'S', description: 'D' }, ar: { headlines: ['ع'], subtitle: '', description: 'و' } },
      aboutStory: { en: 'x'.repeat(5001), ar: 'قصة' },
    };
    const res = await p.http().put('/Content').set(bearer(admin.token)).send(bad);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'VALIDATION_FAILED', message: 'Invalid data - Please check your inputs' });
    expect(res.body.errors).toEqual({
      companyPhone: ['Phone number is required'],
      whatsappNumber: ['Use the international format, starting with + (for example +966 55 123 4567)'],
      infoEmail: ['Please enter a valid email'],
      'officeAddress.ar': ['Address is required'],
      'socialLinks.facebook': ['Enter a full link starting with https://, or # for none'],
      'hero.en.headlines': ['Add at least one headline'],
      'hero.ar.subtitle': ['Subtitle is required'],
      'aboutStory.en': ['The story must be at most 5000 characters'],
    });
    const arabic = await p
      .http()
      .put('/Content')
      .set(bearer(admin.token))
      .set('Accept-Language', 'ar')
      .send({ ...edited(), infoEmail: '' });
    expect(arabic.body.errors).toEqual({ infoEmail: ['البريد الإلكتروني مطلوب'] });
    const empty = await p.http().put('/Content').set(bearer(admin.token)).send({});
    expect(Object.keys(empty.body.errors)).toEqual(
      expect.arrayContaining(['companyPhone', 'infoEmail', 'officeAddress.en', 'hero.ar.headlines', 'aboutStory.ar']),
    );
  });

  it('lets only an admin write (401 without a token, 403 for a client)', async () => {
    const none = await p.http().put('/Content').send(edited());
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHENTICATED');
    const asClient = await p.http().put('/Content').set(bearer(client.token)).send(edited());
    expect(asClient.status).toBe(403);
    expect(asClient.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators can do this' });
  });
});

describe('overDefaults', () => {
  it('fills fields a stored document lacks and ignores values of the wrong shape', () => {
    const stored = { companyPhone: '+966 11 000 0000', hero: { en: { headlines: 'not a list', subtitle: 42 } }, infoEmail: null, extra: 'x' };
    const merged = overDefaults(DEFAULT_SITE_CONTENT, stored);
    expect(merged.companyPhone).toBe('+966 11 000 0000');
    expect(merged.hero.en).toEqual(DEFAULT_SITE_CONTENT.hero.en);
    expect(merged.infoEmail).toBe(DEFAULT_SITE_CONTENT.infoEmail);
    expect(merged).not.toHaveProperty('extra');
    expect(overDefaults(DEFAULT_SITE_CONTENT, null)).toEqual(DEFAULT_SITE_CONTENT);
  });
});
