import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Storage } from './storage';

/** Chooses the real or the local implementation from the configuration. */
export function createStorage(_config: Config, _logger: Logger): Storage {
  // Placeholder until the adapter lands; replaced by its real and local implementations.
  return {
    presignUpload: () => {
      throw new Error('Storage adapter is not built yet');
    },
    publicUrl: () => {
      throw new Error('Storage adapter is not built yet');
    },
  };
}
