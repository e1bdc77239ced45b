import type { ContactMessageBody } from '@ascend/contracts';

export type ContactMessage = ContactMessageBody;

/** Why sending failed: no answer, an answer without a usable body, or the server's own words. */
export class ContactSendError extends Error {
  constructor(
    readonly kind: 'network' | 'unreadable' | 'status' | 'detail',
    readonly status: number,
    readonly detail: string | null = null,
  ) {
    super(detail ?? `contact: ${kind} ${status}`);
    this.name = 'ContactSendError';
  }
}

/** `{"detail": "..."}` or FastAPI-style `{"detail": [{"msg": "..."}]}` (the first message). */
function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('detail' in body)) return null;
  const { detail } = body;
  if (typeof detail === 'string' && detail !== '') return detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (first && typeof first === 'object' && 'msg' in first && typeof first.msg === 'string') {
      return first.msg;
    }
  }
  return null;
}

/**
 * POST /api/v1/contact (no session needed): stored and mailed to support; answers 202 with the
 * message's id.
 */
export async function sendContactMessage(message: ContactMessage): Promise<{ id: string }> {
  let response: Response;
  try {
    response = await fetch('/api/v1/contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
    });
  } catch {
    throw new ContactSendError('network', 0);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    throw new ContactSendError('unreadable', response.status);
  }
  if (!response.ok) {
    const detail = detailOf(body);
    throw new ContactSendError(detail ? 'detail' : 'status', response.status, detail);
  }
  return body as { id: string };
}
