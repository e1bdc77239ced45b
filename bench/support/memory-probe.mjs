// Preloaded into the server under test (`node --expose-gc --import <this> main.js`, with an IPC
// channel): answers the parent's "sample" message with the process's memory after a full garbage
// collection, so heap figures compare live objects rather than GC timing. Adds no HTTP endpoint.
process.on('message', (message) => {
  if (message !== 'sample') return;
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, external });
});
// The channel must not keep a server that was asked to stop alive.
process.channel?.unref();
