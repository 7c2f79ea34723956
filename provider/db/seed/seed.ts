import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { unusablePasswordHash } from '../../auth/passwords';
import { ensureSiteContent } from '../../content/content.repository';
import type { FileStorage } from '../../files/storage/file-storage';
import { removeStoredFiles } from '../../files/uploads';
import type { Db } from '../database';
import { SEED_CLIENTS, SEED_RATINGS, SEED_SERVICES } from './content';
import { seedBlog } from './seed-blog';
import { SEED_ILLUSTRATIONS, type IllustrationKind } from './images';
import { inTransaction } from '../transaction';

const SEED_MARKER = 'seed.version';
const SEED_VERSION = '1';
const IMAGES_PER_SERVICE = 2;

const rendered = new Map<string, Buffer>();

/** Each illustration is drawn once per process: drawing is the slow part of a seed, and never changes. */
function illustration(kind: IllustrationKind, variant: number): Buffer {
  const key = `${kind}:${variant}`;
  let png = rendered.get(key);
  if (!png) {
    png = SEED_ILLUSTRATIONS[kind](variant);
    rendered.set(key, png);
  }
  return png;
}

/**
 * Fills a fresh database with the sample company: services (with generated illustrations), partners,
 * client accounts and ratings, then the sample blog posts (seed-blog.ts). Runs once: a marker in app_meta makes later starts skip it, so an
 * admin's deletions are not undone. Images are written first, rows in one transaction.
 */
export async function seedDatabase(db: Db, storage: FileStorage, logger: Logger): Promise<boolean> {
  // The site content is the company's, not sample data: a database seeded before it existed gets it too.
  if (await ensureSiteContent(db)) logger.info('default site content stored');
  const company = await seedCompany(db, storage, logger);
  // After the company: the posts link to its services.
  const blog = await seedBlog(db, storage, logger);
  return company || blog;
}

async function seedCompany(db: Db, storage: FileStorage, logger: Logger): Promise<boolean> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', SEED_MARKER).executeTakeFirst();
  if (marker) return false;
  const images = new Map<number, Array<{ storedName: string; size: number; fileName: string }>>();
  for (const [index, service] of SEED_SERVICES.entries()) {
    const list = [];
    for (let variant = 0; variant < IMAGES_PER_SERVICE; variant++) {
      const png = illustration(service.illustration, variant);
      const storedName = `${randomUUID()}.png`;
      await storage.put(storedName, png, 'image/png');
      list.push({ storedName, size: png.length, fileName: `${service.illustration}-${variant + 1}.png` });
    }
    images.set(index, list);
  }

  const claimedSeed = await inTransaction(db, async (trx) => {
    // Another process may have seeded meanwhile: the marker's primary key makes exactly one win.
    const claimed = await trx
      .insertInto('app_meta')
      .values({ key: SEED_MARKER, value: SEED_VERSION })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;

    const serviceIds: number[] = [];
    for (const [index, service] of SEED_SERVICES.entries()) {
      const { id } = await trx
        .insertInto('services')
        .values({
          title: service.title,
          arabic_title: service.arabicTitle,
          description: service.description,
          arabic_description: service.arabicDescription,
          details: JSON.stringify(service.details),
          arabic_details: JSON.stringify(service.arabicDetails),
          duration_min: service.durationMin,
          duration_max: service.durationMax,
          duration_unit: service.durationUnit,
          price: service.price,
          faqs: JSON.stringify(service.faqs),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      serviceIds.push(id);
      await trx
        .insertInto('service_files')
        .values(
          images.get(index)!.map((img, position) => ({
            service_id: id,
            stored_name: img.storedName,
            file_name: img.fileName,
            content_type: 'image/png',
            size: img.size,
            position,
          })),
        )
        .execute();
      await trx
        .insertInto('partners')
        .values(
          service.partners.map((p) => ({
            name: p.name,
            arabic_name: p.arabicName,
            location: p.location,
            arabic_location: p.arabicLocation,
            description: p.description,
            arabic_description: p.arabicDescription,
            service_id: id,
          })),
        )
        .execute();
    }

    const clientIds: number[] = [];
    for (const client of SEED_CLIENTS) {
      const existing = await trx.selectFrom('users').select('id').where('email', '=', client.email).executeTakeFirst();
      if (existing) {
        const record = await trx.selectFrom('clients').select('id').where('user_id', '=', existing.id).executeTakeFirst();
        if (record) clientIds.push(record.id);
        continue;
      }
      const user = await trx
        .insertInto('users')
        .values({
          full_name: client.fullName,
          user_name: client.email,
          email: client.email,
          phone_number: client.phoneNumber,
          type_user: 1,
          start_date: new Date(),
          password_hash: unusablePasswordHash(),
          role: 'Client',
          email_confirmed: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const record = await trx.insertInto('clients').values({ user_id: user.id }).returning('id').executeTakeFirstOrThrow();
      clientIds.push(record.id);
    }

    const day = 24 * 60 * 60 * 1000;
    const ratings = SEED_RATINGS.filter(([c]) => clientIds[c] !== undefined).map(([client, service, value, comment], i) => ({
      client_id: clientIds[client]!,
      service_id: serviceIds[service]!,
      value,
      comment,
      created_at: new Date(Date.now() - (SEED_RATINGS.length - i) * 9 * day),
    }));
    if (ratings.length > 0) await trx.insertInto('ratings').values(ratings).execute();
    return true;
  });
  if (!claimedSeed) {
    await removeStoredFiles(
      storage,
      [...images.values()].flat().map((img) => img.storedName),
    );
    return false;
  }
  logger.info({ services: SEED_SERVICES.length }, 'sample content seeded');
  return true;
}
