import type { Db } from '../db/database';

export interface ReferencedFile {
  name: string;
  contentType: string;
}

/** Every stored file a row points at: the services' files, the blog posts' covers, the jobs' photos and the booking messages' files. */
export async function referencedFiles(db: Db, tables?: ReadonlySet<string>): Promise<ReferencedFile[]> {
  const files = await db.selectFrom('service_files').select(['stored_name as name', 'content_type as contentType']).orderBy('stored_name').execute();
  const covers = await db
    .selectFrom('posts')
    .select(['cover_stored_name', 'cover_content_type'])
    .where('cover_stored_name', 'is not', null)
    .orderBy('cover_stored_name')
    .execute();
  // A database at a migration before job photos or booking messages (a backup of an older schema) has no such table.
  const photos =
    tables && !tables.has('job_photos')
      ? []
      : await db.selectFrom('job_photos').select(['stored_name as name', 'content_type as contentType']).orderBy('stored_name').execute();
  const messageFiles =
    tables && !tables.has('booking_message_files')
      ? []
      : await db.selectFrom('booking_message_files').select(['stored_name as name', 'content_type as contentType']).orderBy('stored_name').execute();
  return [
    ...files,
    ...covers.map((c) => ({ name: c.cover_stored_name!, contentType: c.cover_content_type ?? 'application/octet-stream' })),
    ...photos,
    ...messageFiles,
  ];
}
