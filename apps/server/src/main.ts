/**
 * Starts the server: reads configuration (and `.env` if present), opens and migrates the database,
 * listens, and shuts down gracefully on SIGTERM/SIGINT: drains (readiness 503), stops listening, finishes
 * in-flight requests, closes the database pool, exits 0.
 */
import fs from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { describeStartupError } from './startup-errors.js';

function fail(message: string): never {
  process.stderr.write(`ascend: ${message}\n`);
  process.exit(1);
}

if (fs.existsSync('.env')) process.loadEnvFile('.env');

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(describeStartupError(error));
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  fail(describeStartupError(error));
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  fail(describeStartupError(error, config));
}

let shuttingDown = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  // A stuck request must not keep the process alive for ever.
  const timer = setTimeout(
    () => {
      app.log.error('graceful shutdown timed out; exiting');
      process.exit(1);
    },
    10_000 + config.shutdownDrainSeconds * 1000,
  );
  timer.unref();
  // First tell the balancer (GET /health/ready answers 503) while still serving what reaches us,
  // for as long as it takes the balancer to notice; then stop listening.
  app.readiness.drain();
  if (config.shutdownDrainSeconds > 0) {
    app.log.info({ signal, seconds: config.shutdownDrainSeconds }, 'draining before shutdown');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainSeconds * 1000));
  }
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Connections that finish their last response during shutdown turn idle (keep-alive) after the
  // one sweep `close()` does; sweep again so they do not hold the process for the keep-alive timeout.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
