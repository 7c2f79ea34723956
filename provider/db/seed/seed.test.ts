import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { DEFAULT_SITE_CONTENT } from '../../../shared/content/site-content-defaults';
import type { Service } from '../../../shared/types/service';
import { bearer, describeEachDialect } from '../../test-support/harness';
import { removeStoredFiles } from '../../files/uploads';
import { seedDatabase } from './seed';
import { SEED_SERVICES } from './content';
import { SEED_POSTS } from './blog-posts';

const ARABIC = /[\u0600-\u06ff]/;
const silent = pino({ level: 'silent' });

describeEachDialect('Seed', (provider) => {
  const services = async (): Promise<Service[]> => (await provider().http().get('/Services')).body.result;
  const count = async (table: 'services' | 'partners' | 'ratings' | 'service_files' | 'users' | 'site_content') =>
    Number(
      (
        await provider()
          .db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('fills a fresh database with the four example services in English and Arabic', async () => {
    const p = provider();
    expect(await seedDatabase(p.db, p.storage, silent)).toBe(true);
    const list = await services();
    expect(list.map((s) => s.title)).toEqual(['Interior Decoration & Gardens', 'Digital Marketing', 'Cafe & Events', 'Building Finishing & Maintenance']);
    for (const service of list) {
      expect(service.arabicTitle).toMatch(ARABIC);
      expect(service.arabicDescription).toMatch(ARABIC);
      expect(service.description.length).toBeGreaterThan(60);
      expect(service.details.length).toBeGreaterThanOrEqual(3);
      expect(service.arabicDetails).toHaveLength(service.details.length);
      expect(service.arabicDetails.every((d) => ARABIC.test(d))).toBe(true);
      expect(service.price).toBeGreaterThan(0);
      expect(service.durationMax).toBeGreaterThanOrEqual(service.durationMin);
      expect(service.partnerDtos.length).toBeGreaterThanOrEqual(2);
      for (const partner of service.partnerDtos) {
        expect(partner.serviceId).toBe(service.id);
        expect(partner.arabicName).toMatch(ARABIC);
        expect(partner.arabicLocation).toMatch(ARABIC);
        expect(partner.arabicDescription).toMatch(ARABIC);
      }
      expect(service.rateDtos.length).toBeGreaterThanOrEqual(1);
      expect(service.files.length).toBeGreaterThanOrEqual(1);
    }
  }, 120_000);

  it('makes real images of its own, served like uploads', async () => {
    const p = provider();
    const file = (await services())[0]!.files[0]!;
    expect(file.contentType).toBe('image/png');
    expect(existsSync(path.join(p.config.uploadDir, file.fileUrl.split('/').pop()!))).toBe(true);
    const res = await p.http().get(file.fileUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((res.body as Buffer).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((res.body as Buffer).length).toBeGreaterThan(1000);
  });

  it('adds ratings with comments in both languages from named clients', async () => {
    const ratings = (await provider().http().get('/Rates/get-all')).body.result as Array<{
      comment: string;
      clientName: string;
      serviceTitle: string;
      value: number;
    }>;
    expect(ratings.length).toBeGreaterThanOrEqual(5);
    expect(ratings.every((r) => r.comment.trim().length > 10 && r.clientName && r.serviceTitle && r.value >= 1 && r.value <= 5)).toBe(true);
    expect(ratings.some((r) => ARABIC.test(r.comment))).toBe(true);
    expect(ratings.some((r) => !ARABIC.test(r.comment))).toBe(true);
  });

  it('publishes three bilingual blog posts about the services, with covers, linked to their services', async () => {
    const p = provider();
    for (const language of ['en', 'ar'] as const) {
      const list = (await p.http().get('/Blog/posts').query({ language })).body.result as Array<{
        slug: string;
        title: string;
        summary: string;
        cover: { fileUrl: string } | null;
        readingMinutes: number;
      }>;
      expect(list.map((post) => post.slug)).toEqual(SEED_POSTS.map((post) => post.slug));
      for (const post of list) {
        if (language === 'ar') expect(post.title).toMatch(ARABIC);
        expect(post.summary.length).toBeGreaterThan(60);
        expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
        expect((await p.http().get(post.cover!.fileUrl)).headers['content-type']).toBe('image/png');
      }
    }
    const garden = (await p.http().get(`/Blog/posts/${SEED_POSTS[0]!.slug}`)).body.result;
    expect(garden.languages).toEqual(['en', 'ar']);
    expect(garden.relatedServices.map((s: { title: string }) => s.title)).toEqual(['Interior Decoration & Gardens']);
    expect(garden.relatedServices[0].imageUrl).toMatch(/^\/files\//);
    expect(garden.translations.ar.html).toContain('<h2>ابدأ بالظل</h2>');
    expect(garden.translations.en.html).toContain('<a href="/contact">');
  });

  it('seeds the blog into a database seeded before the blog existed, once', async () => {
    const p = provider();
    // As if the blog had never been seeded (covers removed from disk like a deleted post's).
    const covers = await p.db.deleteFrom('posts').returning('cover_stored_name').execute();
    await removeStoredFiles(
      p.storage,
      covers.flatMap((c) => (c.cover_stored_name ? [c.cover_stored_name] : [])),
    );
    await p.db.deleteFrom('app_meta').where('key', '=', 'seed.blog').execute();
    expect(await seedDatabase(p.db, p.storage, silent)).toBe(true);
    expect(
      Number(
        (
          await p.db
            .selectFrom('posts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(SEED_POSTS.length);
    const admin = await p.user({ role: 'Admin' });
    const second = await p.db.selectFrom('posts').select('id').where('slug', '=', SEED_POSTS[1]!.slug).executeTakeFirstOrThrow();
    await p.http().delete(`/Blog/admin/posts/${second.id}`).set(bearer(admin.token)).expect(200);
    expect(await seedDatabase(p.db, p.storage, silent)).toBe(false);
    expect(
      Number(
        (
          await p.db
            .selectFrom('posts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(SEED_POSTS.length - 1);
  });

  it('stores the default site content', async () => {
    // The hours come from the availability settings (one source): Sunday to Thursday, 09:00-18:00 by default.
    const workingHours = [0, 1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '18:00' }));
    expect((await provider().http().get('/Content')).body.result).toEqual({ ...DEFAULT_SITE_CONTENT, updatedAt: null, workingHours });
    expect(await count('site_content')).toBe(1);
  });

  it('does nothing the second time, and never brings back what an admin archived', async () => {
    const p = provider();
    const before = {
      services: await count('services'),
      partners: await count('partners'),
      ratings: await count('ratings'),
      files: await count('service_files'),
      users: await count('users'),
    };
    const admin = await p.user({ role: 'Admin' });
    const first = (await services())[0]!;
    await p.http().delete(`/Services/${first.id}`).set(bearer(admin.token)).expect(200);
    expect(await seedDatabase(p.db, p.storage, silent)).toBe(false);
    // Archived, not deleted: kept with its files, and still out of the site after the seed ran again.
    expect(await count('services')).toBe(before.services);
    expect((await services()).map((service) => service.id)).not.toContain(first.id);
    expect(await count('service_files')).toBe(before.files);
    expect(await count('users')).toBe(before.users + 1);
  });

  it('lets exactly one of two simultaneous seeds win, and removes the images of the other', async () => {
    const p = provider();
    await p.db.deleteFrom('app_meta').where('key', '=', 'seed.version').execute();
    const servicesBefore = await count('services');
    const results = await Promise.all([seedDatabase(p.db, p.storage, silent), seedDatabase(p.db, p.storage, silent)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count('services')).toBe(servicesBefore + SEED_SERVICES.length);
    const covers = (await p.db.selectFrom('posts').select('cover_stored_name').execute()).flatMap((r) => (r.cover_stored_name ? [r.cover_stored_name] : []));
    const stored = [...(await p.db.selectFrom('service_files').select('stored_name').execute()).map((r) => r.stored_name), ...covers];
    const onDisk = readdirSync(p.config.uploadDir).filter((n) => n.endsWith('.png'));
    expect(onDisk.sort()).toEqual(stored.filter((n) => n.endsWith('.png')).sort());
  }, 120_000); // two full seeds at once on a busy, shared machine
});
