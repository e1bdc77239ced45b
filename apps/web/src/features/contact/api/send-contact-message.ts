import type { ContactMessageBody } from '@ascend/contracts';
import { createApiClient, type ApiClient } from '@/lib/api-client';

export type ContactMessage = ContactMessageBody;

/** No session needed; errors keep the server's `detail` for the form to word in its namespace. */
const anonymousClient = createApiClient();

/**
 * POST /api/v1/contact: stored and mailed to support; answers 202 with the message's id. Failures
 * are ApiErrors carrying the server's `detail`.
 */
export function sendContactMessage(
  message: ContactMessage,
  client: ApiClient = anonymousClient,
): Promise<{ id: string }> {
  return client.request<{ id: string }>('/contact', { method: 'POST', body: message, auth: false });
}
