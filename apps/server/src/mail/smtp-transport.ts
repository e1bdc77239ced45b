/** Sends mail through an SMTP server with nodemailer (SMTP_URL, MAIL_FROM). */
import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailMessage, type MailTransport } from './mail-transport.js';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async sendMail(message: MailMessage) {
      try {
        await transporter.sendMail({ from, ...message });
      } catch (error) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`);
      }
    },
    close: () => {
      transporter.close();
      return Promise.resolve();
    },
  };
}
