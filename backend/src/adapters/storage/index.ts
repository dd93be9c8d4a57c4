import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** Chooses the real (S3-compatible) or the local (DATA_DIR behind signed URLs) implementation. */
export function createStorage(config: Config, logger: Logger): Storage {
  if (config.STORAGE_DRIVER === 's3') {
    logger.debug({ bucket: config.S3_BUCKET, endpoint: config.S3_ENDPOINT ?? 'aws' }, 'storage: s3');
    return createS3Storage(config);
  }
  return createLocalStorage(config);
}
