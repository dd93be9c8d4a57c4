import { createRequire } from 'node:module';
import { isatty } from 'node:tty';
import pino from 'pino';
import type { Logger, LoggerOptions } from 'pino';
import type { Config } from './config';

export type { Logger };

type LoggerConfig = Pick<Config, 'LOG_LEVEL' | 'isProduction'>;

// pino-pretty is a devDependency: require it only when a human watches a terminal in development,
// so production images without dev packages never try to load it.
function prettyStream(): NodeJS.WritableStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: Record<string, unknown>) => NodeJS.WritableStream;
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createLogger(config: LoggerConfig, destination?: NodeJS.WritableStream): Logger {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: 'campus-shop-api' },
    // Bearer tokens and passwords must never reach the logs, even inside error objects.
    redact: {
      paths: ['req.headers.authorization', 'headers.authorization', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: { err: pino.stdSerializers.err },
  };
  if (destination) return pino(options, destination);
  // Asked of fd 1, not process.stdout: a worker thread's stdout is a pipe to the main thread's (jobs-thread.ts).
  const wantsPretty = !config.isProduction && isatty(1);
  const stream = wantsPretty ? prettyStream() : undefined;
  return stream ? pino(options, stream) : pino(options);
}
