/**
 * `POST /api/v1/contact`: the contact form, open to visitors. The message is stored first, then
 * mailed to the support address; a mail that fails is logged, not shown to the visitor, since the
 * stored message is already safe.
 */
import { contactMessageSchema } from '@ascend/contracts';
import { z } from 'zod';
import { apiEndpoint } from '../http/api-route.js';
import { errorResponses } from '../http/error-responses.js';
import { contactMail } from './contact-mail.js';

export const sendContactMessage = apiEndpoint({
  schema: {
    tags: ['contact'],
    summary: 'Send a message to support (no sign-in needed)',
    body: contactMessageSchema,
    response: {
      202: z.object({ id: z.string() }),
      ...errorResponses(400, 413, 415, 422, 429),
    },
  },
  handler: async (request, reply, { contactMessages, mail, config }) => {
    const stored = await contactMessages.insert(request.body);
    try {
      await mail.sendMail(contactMail(stored, config.mail.supportEmail));
    } catch (error) {
      request.log.error({ err: error, contactMessageId: stored.id }, 'contact mail not sent');
    }
    return reply.code(202).send({ id: stored.id });
  },
});
