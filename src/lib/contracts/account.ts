import { z } from 'zod';

// The account's answers (SPEC.md section 7, User row): the signed-in customer and the newsletter
// lists, as the routes describe them and the pages and islands read them. The calls:
// src/lib/api/account.ts.

/** The signed-in customer as GET /user describes them (SPEC section 3, "Profile (me)"). */
export const profileSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    phone: z.string().nullable(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    birthdate: z.string().nullable(),
    role: z.enum(['CUSTOMER', 'ADMIN', 'SUPER_ADMIN']),
    lang: z.string().nullable(),
  })
  .meta({ id: 'Profile' });

export const newsletterListSchema = z
  .object({ id: z.number(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'NewsletterList' });

export type Profile = z.infer<typeof profileSchema>;
export type NewsletterList = z.infer<typeof newsletterListSchema>;
/** A list and whether the customer receives it (GET and PUT /user/newsletter/subscription). */
export interface NewsletterChoice {
  listId: number;
  subscribed: boolean;
}
