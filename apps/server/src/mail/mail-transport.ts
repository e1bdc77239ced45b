/**
 * One way to send mail for the whole server: SMTP when SMTP_URL is set, otherwise the development
 * outbox. Auth mails and the product API's contact messages both go through `sendMail`.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox' | 'none';
  sendMail(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** A mail that could not be handed over; the caller answers 500 without the details. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
}
