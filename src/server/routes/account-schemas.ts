import { z } from '@hono/zod-openapi';

export { newsletterListSchema, profileSchema } from '~/lib/contracts/account';

// The shapes the account calls share (sign-up, sign-in, profile, password, newsletter).

export const email = z.string({ error: 'validation.required' }).trim().max(254).email({ error: 'validation.email' });

/** A phone number and a birth date, both optional, as sign-up and the profile take them. */
export const phone = z.string().trim().max(30).nullish();
export const birthdate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'register.birthdateInvalid' })
  .nullish()
  .or(z.literal(''));

/** A list's id as a client sends it; anything else is not one of the lists. */
export const listId = z
  .number({ error: 'account:errors.unknownList' })
  .int({ error: 'account:errors.unknownList' })
  .positive({ error: 'account:errors.unknownList' })
  .max(2_147_483_647, { error: 'account:errors.unknownList' });
