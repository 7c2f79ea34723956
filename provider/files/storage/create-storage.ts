import type { ProviderConfig } from '../../config';
import type { Db } from '../../db/database';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** The storage FILE_STORAGE names. */
export function createFileStorage(config: ProviderConfig, db: Db): FileStorage {
  switch (config.fileStorage) {
    case 'database':
      return createDatabaseStorage(db);
    case 's3':
      return createS3Storage(config.s3!);
    default:
      return createDiskStorage(config.uploadDir);
  }
}
