// A loopback port for a server a test or a bench starts: JavaScript, so that the bench's plain
// node scripts import it as the e2e tests do.
import net from 'node:net';

/** @returns {Promise<number>} a loopback port that was free a moment ago (a random one may be a busy client's) */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
