// The baseline every API figure is divided by: a bare Fastify JSON route, no logging, on loopback.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
