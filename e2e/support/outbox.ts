/** Reads the development outbox (`/_dev/mail/messages.json`) of a server started by the tests. */
export interface OutboxMessage {
  to: string[] | string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

async function outboxMessages(serverUrl: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${serverUrl}/_dev/mail/messages.json`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** The newest message to `email` (polled: mail is sent right after the request answers). */
export async function latestMailTo(serverUrl: string, email: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await outboxMessages(serverUrl)).find((message) =>
      [message.to].flat().some((to) => to.includes(email)),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link of a message that goes through the auth service's /verify. */
export function verifyLink(message: OutboxMessage): string {
  const link = message.links.find((candidate) => candidate.includes('/auth/v1/verify'));
  if (!link) throw new Error(`no verify link in "${message.subject}"`);
  return link;
}
