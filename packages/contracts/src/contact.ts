import { z } from 'zod';

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** The contact form, as the web app sends it to `POST /api/v1/contact`. */
export const contactMessageSchema = z.strictObject({
  name: requiredText(200),
  email: z.email({ error: 'Must be an e-mail address' }).max(320),
  subject: requiredText(300),
  message: requiredText(5000),
});
export type ContactMessageBody = z.infer<typeof contactMessageSchema>;
