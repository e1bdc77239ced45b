/**
 * Credentials never reach a log line, whatever the level: the request headers that carry them are
 * redacted wherever a logged object holds them, not only in the request serializer's `req`. At
 * trace level plugins log their own objects (@fastify/multipart logs the options it gives busboy,
 * the request's headers included), so the paths reach the headers of any object up to three levels
 * down.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_HEADERS = ['authorization', 'apikey', 'cookie', 'proxy-authorization'];

const HOLDERS = ['headers', '*.headers', '*.*.headers', '*.*.*.headers'];

const REDACTED_LOG_PATHS = [
  ...HOLDERS.flatMap((holder) => SECRET_HEADERS.map((header) => `${holder}["${header}"]`)),
  // Answers' cookies (none are set today: keep it that way in the logs too).
  '*.headers["set-cookie"]',
];

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with the redaction added (a caller's own redact paths are kept too). */
export function withLogRedaction(logger: Exclude<LoggerOption, boolean | undefined>) {
  const own = logger.redact;
  const ownPaths = Array.isArray(own) ? own : (own?.paths ?? []);
  return {
    ...logger,
    redact: {
      ...(Array.isArray(own) ? {} : own),
      paths: [...new Set([...REDACTED_LOG_PATHS, ...ownPaths])],
    },
  };
}
