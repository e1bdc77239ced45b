/** The mail that brings a contact message to the support address. */
import type { MailMessage } from '../../mail/mail-transport.js';
import type { ContactMessage } from '../../db/schema.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

export function contactMail(message: ContactMessage, supportEmail: string): MailMessage {
  // Subjects are single-line: a newline could smuggle headers into some transports.
  const subject = `[Contact] ${message.subject}`.replace(/[\r\n]+/g, ' ').slice(0, 300);
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Subject: ${message.subject}`,
    `Received: ${message.created_at}`,
    `Reference: ${message.id}`,
    '',
    message.message,
  ].join('\n');
  const html = [
    `<p><strong>From:</strong> ${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;<br>`,
    `<strong>Subject:</strong> ${escapeHtml(message.subject)}<br>`,
    `<strong>Received:</strong> ${escapeHtml(message.created_at)}<br>`,
    `<strong>Reference:</strong> ${escapeHtml(message.id)}</p>`,
    `<p style="white-space: pre-wrap">${escapeHtml(message.message)}</p>`,
  ].join('\n');
  return { to: supportEmail, subject, text, html };
}
