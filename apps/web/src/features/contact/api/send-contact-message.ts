import type { ContactMessageBody } from '@ascend/contracts';
import { apiRequest } from '@/lib/api-client';

export type ContactMessage = ContactMessageBody;

/**
 * POST /api/v1/contact (no session needed): stored and mailed to support; answers 202 with the
 * message's id. Failures are ApiErrors carrying the server's `detail`.
 */
export function sendContactMessage(message: ContactMessage): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/contact', { method: 'POST', body: message });
}
