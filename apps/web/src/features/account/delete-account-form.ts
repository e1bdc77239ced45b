import { z } from 'zod';

/** Deleting the account takes the confirmation word (in the page's language) and the password. */
export function deleteAccountSchema(word: string) {
  return z.object({
    confirmation: z
      .string()
      .trim()
      .refine((typed) => typed === word),
    password: z.string().min(1),
  });
}
