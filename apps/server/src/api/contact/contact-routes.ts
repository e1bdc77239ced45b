/**
 * `POST /api/v1/contact`: the contact form, open to visitors. The message is stored first, then
 * mailed to the support address; a mail that fails is logged, not shown to the visitor, since the
 * stored message is already safe. Rate-limited per IP.
 */
import { contactMessageSchema } from '@ascend/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses.js';
import { contactMessagesRepository } from './contact-messages-repository.js';
import { contactMail } from './contact-mail.js';

/** Per client IP: enough for a visitor who retries, too few for a spammer. */
const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 };

export function contactRoutes(app: FastifyInstance): void {
  const messages = contactMessagesRepository(app.database.db);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to support (no sign-in needed)',
        body: contactMessageSchema,
        response: {
          202: z.object({ id: z.string() }),
          ...errorResponses(400, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const stored = await messages.insert(request.body);
      try {
        await app.mail.sendMail(contactMail(stored, app.config.mail.supportEmail));
      } catch (error) {
        request.log.error({ err: error, contactMessageId: stored.id }, 'contact mail not sent');
      }
      return reply.code(202).send({ id: stored.id });
    },
  );
}
