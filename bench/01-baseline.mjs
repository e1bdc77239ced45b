// The baseline: a bare Fastify JSON route, and the product server's /health, measured in one run.
import { formatRow, measure, measureBareRoute, startProductServer } from './support/load.mjs';

const baseline = await measureBareRoute();

const server = await startProductServer();
const health = await measure({ url: `${server.url}/health` }, server.pid);
await server.stop();

console.log('API baseline (autocannon, loopback)');
console.log(formatRow('bare Fastify JSON route', baseline));
console.log(formatRow('GET /health (database ping)', health, baseline));
