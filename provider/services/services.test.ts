import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Test } from 'supertest';
import { bearer, describeEachDialect, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { serviceForm } from '../test-support/fixtures';

describeEachDialect('Services', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
  });
  const uploads = () => readdirSync(p.config.uploadDir).filter((n) => !n.startsWith('.'));

  it('creates a service from the multipart form with files, and lists and reads it publicly', async () => {
    const res = await serviceForm(p.http().post('/Services').set(bearer(admin.token)))
      .attach('files', TINY_PNG, 'garden.png')
      .attach('files', TINY_PDF, 'brochure.pdf');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Service created successfully');
    const service = res.body.result;
    expect(service).toMatchObject({
      title: 'Garden design',
      arabicTitle: 'تصميم الحدائق',
      durationMin: 2,
      durationMax: 5,
      durationUnit: 'Week',
      price: 8500,
      details: ['Site visit', 'Irrigation'],
      arabicDetails: ['زيارة الموقع', 'الري'],
      partnerDtos: [],
      rateDtos: [],
      rating: { average: 0, count: 0 },
    });
    expect(service.files).toHaveLength(2);
    expect(service.files[0]).toMatchObject({ fileName: 'garden.png', contentType: 'image/png' });
    expect(service.files[0].fileUrl).toMatch(/^\/files\/[0-9a-f-]{36}\.png$/);

    const list = await p.http().get('/Services');
    expect(list.status).toBe(200);
    expect(list.body.result.map((s: { id: number }) => s.id)).toContain(service.id);
    const one = await p.http().get(`/Services/${service.id}`);
    expect(one.body.result).toEqual(service);

    const image = await p.http().get(service.files[0].fileUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toMatch(/^inline/);
    const pdf = await p.http().get(service.files[1].fileUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="brochure.pdf"/);
  });

  it('keeps the UTF-8 name of an uploaded file', async () => {
    const res = await serviceForm(p.http().post('/Services').set(bearer(admin.token))).attach('files', TINY_PNG, 'حديقة.png');
    expect(res.status).toBe(201);
    expect(res.body.result.files[0].fileName).toBe('حديقة.png');
  });

  it('answers 404 for an unknown service or file', async () => {
    expect((await p.http().get('/Services/999999')).status).toBe(404);
    expect((await p.http().get('/Services/abc')).status).toBe(404);
    const res = await p.http().get('/Services/999999');
    expect(res.body).toMatchObject({ isSuccess: false, code: 'NOT_FOUND', message: 'Services not found' });
    expect((await p.http().get('/files/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
    expect((await p.http().get('/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('validates every field and deletes the uploaded files of a refused form', async () => {
    const before = uploads().length;
    const res = await serviceForm(p.http().post('/Services').set(bearer(admin.token)), {
      Title: '',
      Description: 'x'.repeat(1001),
      ArabicTitle: '',
      ArabicDescription: '',
      DurationMin: '5',
      DurationMax: '2',
      DurationUnit: 'Year',
      Price: '-1',
    }).attach('files', TINY_PNG, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      title: ['Title is required'],
      description: ['Description must be at most 1000 characters'],
      arabicTitle: ['Arabic title is required'],
      arabicDescription: ['Arabic description is required'],
      durationMax: ['Maximum duration must be at least the minimum duration'],
      durationUnit: ['Duration unit must be Hour, Day, Week or Month'],
      price: ['Price must be 0 or greater'],
    });
    expect(uploads().length).toBe(before);
    const missing = await p.http().post('/Services').set(bearer(admin.token)).field('Title', 'x');
    expect(missing.body.errors.durationMin).toEqual(['Minimum duration is required']);
    expect(missing.body.errors.price).toEqual(['Price is required']);
  });

  it('updates a service: replaces fields and details, adds files and removes listed ones', async () => {
    const created = (await serviceForm(p.http().post('/Services').set(bearer(admin.token))).attach('files', TINY_PNG, 'one.png')).body.result;
    const oldFile = path.join(p.config.uploadDir, created.files[0].fileUrl.split('/').pop());
    expect(existsSync(oldFile)).toBe(true);
    const res = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), {
      Title: 'Garden design and care',
      Price: '9000',
      Details: ['Only one'],
      RemoveFileIds: [String(created.files[0].id)],
    }).attach('files', TINY_PDF, 'plan.pdf');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service updated successfully');
    expect(res.body.result).toMatchObject({ title: 'Garden design and care', price: 9000, details: ['Only one'] });
    expect(res.body.result.files.map((f: { fileName: string }) => f.fileName)).toEqual(['plan.pdf']);
    expect(existsSync(oldFile)).toBe(false);

    const unknown = await serviceForm(p.http().put('/Services/999999').set(bearer(admin.token)));
    expect(unknown.status).toBe(404);
    const invalid = await serviceForm(p.http().put(`/Services/${created.id}`).set(bearer(admin.token)), { DurationUnit: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.durationUnit).toEqual(['Duration unit is required']);
  });

  it('archives a service instead of deleting it: off the site, kept with its files and partners, restorable', async () => {
    const created = (await serviceForm(p.http().post('/Services').set(bearer(admin.token))).attach('files', TINY_PNG, 'x.png')).body.result;
    const partner = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send({
      id: 0,
      name: 'P',
      arabicName: 'ش',
      location: 'Riyadh',
      arabicLocation: 'الرياض',
      description: 'd',
      arabicDescription: 'و',
      serviceId: created.id,
    });
    const stored = path.join(p.config.uploadDir, created.files[0].fileUrl.split('/').pop());
    const res = await p.http().delete(`/Services/${created.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Service archived: it is gone from the site and new bookings, and kept with its reviews in every record');
    expect(existsSync(stored)).toBe(true);
    expect((await p.http().get(`/Services/${created.id}`)).status).toBe(404);
    expect((await p.http().get('/Services')).body.result.map((x: { id: number }) => x.id)).not.toContain(created.id);
    expect((await p.http().delete(`/Services/${created.id}`).set(bearer(admin.token))).status).toBe(404);
    const partners = (await p.http().get('/Partners/get-all')).body.result;
    expect(partners.find((x: { id: number }) => x.id === partner.body.result.id).serviceId).toBe(created.id);
    const archived = (await p.http().get('/Services/archived').set(bearer(admin.token))).body.result;
    expect(archived.find((x: { id: number }) => x.id === created.id)).toMatchObject({
      files: [expect.objectContaining({ fileName: 'x.png' })],
      archivedAt: expect.any(String),
    });
    const restored = await p.http().patch(`/Services/restore/${created.id}`).set(bearer(admin.token)).set('Accept-Language', 'ar');
    expect(restored.body).toMatchObject({ message: 'أُعيدت الخدمة إلى الموقع', result: { id: created.id, archivedAt: null } });
    expect((await p.http().get(created.files[0].fileUrl)).status).toBe(200);
    expect((await p.http().patch(`/Services/restore/${created.id}`).set(bearer(admin.token))).status).toBe(404);
  });

  it.each([
    ['Title', 'x'.repeat(101), 'title', 'Title must be at most 100 characters'],
    ['ArabicTitle', 'ع'.repeat(101), 'arabicTitle', 'Title must be at most 100 characters'],
    ['ArabicDescription', 'و'.repeat(1001), 'arabicDescription', 'Description must be at most 1000 characters'],
    ['DurationMin', '0', 'durationMin', 'Value must be greater than 0'],
    ['DurationMin', 'two', 'durationMin', 'Must be a number'],
    ['DurationMin', '1.5', 'durationMin', 'Must be a whole number'],
    ['DurationMax', '1001', 'durationMax', 'Duration must be at most 1000'],
    ['DurationMax', '', 'durationMax', 'Maximum duration is required'],
    ['Price', 'free', 'price', 'Must be a number'],
    ['Price', '10000001', 'price', 'Price is too high'],
  ])('refuses a bad %s (case %#, 400)', async (field, value, key, text) => {
    const res = await serviceForm(provider().http().post('/Services').set(bearer(admin.token)), { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.errors[key]).toEqual([text]);
  });

  it('limits the details: at most 30 lines of at most 300 characters', async () => {
    const many = await serviceForm(p.http().post('/Services').set(bearer(admin.token)), { Details: Array.from({ length: 31 }, (_, i) => `Line ${i}`) });
    expect(many.body.errors.details).toEqual(['At most 30 details are allowed']);
    const long = await serviceForm(p.http().post('/Services').set(bearer(admin.token)), { ArabicDetails: ['و'.repeat(301)] });
    expect(long.body.errors['arabicDetails[0]']).toEqual(['Each detail must be at most 300 characters']);
  });

  it('keeps bilingual FAQs from the form, replaces them on update, and refuses a half-written one', async () => {
    const faq = (req: Test, index: number, texts: Record<string, string>) => {
      for (const [field, text] of Object.entries(texts)) req.field(`Faqs[${index}][${field}]`, text);
      return req;
    };
    const created = await faq(serviceForm(p.http().post('/Services').set(bearer(admin.token))), 0, {
      Question: ' Do you water in summer? ',
      Answer: 'Daily, at dawn.',
      ArabicQuestion: 'هل تسقون صيفًا؟',
      ArabicAnswer: 'يوميًا مع الفجر.',
    });
    expect(created.status).toBe(201);
    const id = created.body.result.id as number;
    const expected = { question: 'Do you water in summer?', answer: 'Daily, at dawn.', arabicQuestion: 'هل تسقون صيفًا؟', arabicAnswer: 'يوميًا مع الفجر.' };
    expect(created.body.result.faqs).toEqual([expected]);
    expect((await p.http().get(`/Services/${id}`)).body.result.faqs).toEqual([expected]);

    const half = await faq(serviceForm(p.http().put(`/Services/${id}`).set(bearer(admin.token))), 0, { Question: 'Only English', Answer: 'Yes' });
    expect(half.status).toBe(400);
    expect(half.body.errors).toEqual({
      'faqs[0].arabicQuestion': ['The Arabic question is required'],
      'faqs[0].arabicAnswer': ['The Arabic answer is required'],
    });
    expect((await p.http().get(`/Services/${id}`)).body.result.faqs).toEqual([expected]);

    const long = await faq(serviceForm(p.http().put(`/Services/${id}`).set(bearer(admin.token))), 0, {
      Question: 'q'.repeat(201),
      Answer: 'a',
      ArabicQuestion: 'س',
      ArabicAnswer: 'ج',
    });
    expect(long.body.errors).toEqual({ 'faqs[0].question': ['A question must be at most 200 characters'] });

    const cleared = await serviceForm(p.http().put(`/Services/${id}`).set(bearer(admin.token)));
    expect(cleared.status).toBe(200);
    expect(cleared.body.result.faqs).toEqual([]);
  });

  it('lets only an admin write (401 without token, 403 for a client)', async () => {
    expect((await serviceForm(p.http().post('/Services'))).status).toBe(401);
    expect((await serviceForm(p.http().put('/Services/1'))).status).toBe(401);
    expect((await serviceForm(p.http().post('/Services').set(bearer(client.token)))).status).toBe(403);
    expect((await serviceForm(p.http().put('/Services/1').set(bearer(client.token)))).status).toBe(403);
    expect((await p.http().delete('/Services/1')).status).toBe(401);
    expect((await p.http().delete('/Services/1').set(bearer(client.token))).status).toBe(403);
  });

  it('accepts the same fields as JSON', async () => {
    const res = await p
      .http()
      .post('/Services')
      .set(bearer(admin.token))
      .send({
        title: 'JSON service',
        description: 'd',
        arabicTitle: 'ع',
        arabicDescription: 'و',
        durationMin: 1,
        durationMax: 1,
        durationUnit: 'Day',
        price: 0,
        details: ['a', ' '],
      });
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ title: 'JSON service', price: 0, details: ['a'], files: [] });
  });
});
