/**
 * `GET /_dev/mail` (an HTML page) and `GET /_dev/mail/messages.json`: the development outbox,
 * registered only when MAIL_OUTBOX is on, since it shows other people's sign-in links. Unless
 * MAIL_OUTBOX=true was set explicitly, it is served only to requests from this machine: anyone
 * else gets the same 404 as for any unknown page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalRequest } from '../http/loopback.js';
import { listOutboxMessages, type OutboxMessage } from './outbox-repository.js';

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

function renderPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="meta">To ${escapeHtml(message.to)} · ${escapeHtml(message.created_at)}</p>
  <ul>${message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style>
</head><body><h1>Development outbox</h1>
${messages.length === 0 ? '<p>No mail yet.</p>' : items}
</body></html>`;
}

export function devMailRoutes(app: FastifyInstance): void {
  const onlyFromThisMachine = app.config.mail.outboxForAnyClient
    ? undefined
    : (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
        if (isLocalRequest(request)) return done();
        reply.callNotFound();
      };
  const options = onlyFromThisMachine ? { onRequest: onlyFromThisMachine } : {};
  app.get('/_dev/mail/messages.json', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return listOutboxMessages(app.database.db);
  });
  app.get('/_dev/mail', options, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderPage(await listOutboxMessages(app.database.db));
  });
}
