/**
 * Credentials never reach a log line, whatever the level: the request headers that carry them are
 * redacted wherever a logged object holds them, not only in the request serializer's `req`. At
 * trace level plugins log their own objects (@fastify/multipart logs the options it gives busboy,
 * the request's headers included), so the paths reach the headers of any object up to three levels
 * down.
 */
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino from 'pino';

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

const { chindingsSym } = pino.symbols;

/** Binding names pino treats as options, never as bindings. */
const NOT_BINDINGS = new Set(['level', 'serializers', 'formatters', 'customLevels']);

/**
 * Fastify's `childLoggerFactory`: each request's logger, bound to its id, writing the same log
 * lines as Fastify's default (`logger.child(bindings, options)`), but cheaper. Why: with the paths
 * above starting with a wildcard, pino passes each binding of a new child through the wildcard's
 * redactor, which walks every path over the value, a request id's string included, on every
 * request and at every level, logging or not (about 4 µs a request, measured; a string holds no
 * header to hide). So bindings that are all plain strings are appended as pino writes them (JSON);
 * anything else goes through pino and its redaction as before.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  let written = '';
  for (const [key, value] of Object.entries(bindings)) {
    if (typeof value !== 'string' || NOT_BINDINGS.has(key)) return logger.child(bindings, options);
    written += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  const child = logger.child({}, options) as FastifyBaseLogger & { [chindingsSym]?: unknown };
  // Not a pino logger (no bindings string to extend): it binds them itself.
  if (typeof child[chindingsSym] !== 'string') return logger.child(bindings, options);
  child[chindingsSym] += written;
  return child;
}
