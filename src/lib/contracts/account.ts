import { z } from 'zod';
import { MAX_INTEGER } from './units';

// The account contract: what signing up and in,
// the profile, the password, the account's deletion and the newsletter send and answer, as the
// routes read and describe them and the pages and islands use them. The calls: src/lib/api/account.ts.


export const emailSchema = z.string({ error: 'validation.required' }).trim().max(254).email({ error: 'validation.email' });
const personName = z.string().trim().min(1).max(80);
/** Phone and birth date are optional at sign-up and in the profile; the services check them under the site's rules. */
const phone = z.string().trim().max(30).nullish();
const birthdate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'register.birthdateInvalid' })
  .nullish()
  .or(z.literal(''))
  .describe('yyyy-mm-dd; empty or null when not given');
/** The strength rules are the services' (src/lib/rules/registration.ts); here only a bound. */
const newPassword = z.string().max(200);
const currentPassword = z
  .string({ error: 'account:validation.currentPasswordRequired' })
  .min(1, { error: 'account:validation.currentPasswordRequired' })
  .max(200);

/** A list's id as a client sends it; anything else is not one of the lists. */
const listId = z
  .number({ error: 'account:errors.unknownList' })
  .int({ error: 'account:errors.unknownList' })
  .positive({ error: 'account:errors.unknownList' })
  .max(MAX_INTEGER, { error: 'account:errors.unknownList' });

/** The token of a mailed link (account activation, new e-mail address, newsletter sign-up). */
export const mailedTokenSchema = z
  .object({ token: z.string().min(10).max(200).describe("The token of the e-mail's link") })
  .meta({ id: 'MailedToken' });

/** POST /register. */
export const registrationSchema = z
  .object({
    email: emailSchema,
    password: newPassword,
    firstname: personName,
    lastname: personName,
    phone,
    birthdate,
    acceptTerms: z.literal(true, { error: 'register.termsRequired' }),
  })
  .meta({ id: 'Registration' });
export type Registration = z.input<typeof registrationSchema>;

/** POST /login. */
export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) }).meta({ id: 'Login' });

/** PUT /password/reset/ask. */
export const passwordResetAskSchema = z.object({ email: emailSchema }).meta({ id: 'PasswordResetAsk' });

/** PUT /password/reset. */
export const passwordResetSchema = z
  .object({ token: z.string().min(10).max(200).describe("The reset link's token"), password: newPassword })
  .meta({ id: 'PasswordReset' });

/** PUT /user. */
export const profileChangeSchema = z
  .object({
    email: emailSchema,
    firstname: personName,
    lastname: personName,
    phone,
    birthdate,
    // Longer than any password the shop accepts: it cannot be the right one.
    currentPassword: z
      .string({ error: 'account:errors.currentPasswordWrong' })
      .max(200, { error: 'account:errors.currentPasswordWrong' })
      .nullish()
      .describe('Required when the e-mail address changes'),
  })
  .meta({ id: 'ProfileChange' });
export type ProfileChange = z.input<typeof profileChangeSchema>;

/** PUT /user/password. */
export const passwordChangeSchema = z.object({ currentPassword, password: newPassword }).meta({ id: 'PasswordChange' });

/** DELETE /user. */
export const accountDeletionSchema = z.object({ password: currentPassword }).meta({ id: 'AccountDeletion' });

/** The signed-in customer as GET /user describes them. */
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
export type Profile = z.infer<typeof profileSchema>;

/** GET /logged. */
export const sessionStateSchema = z
  .object({
    logged: z.boolean(),
    role: z.string().nullable().describe("The signed-in caller's role; null for a visitor"),
    memberDiscount: z
      .number()
      .int()
      .describe("The wine club's member discount the caller gets now, in basis points (1000 = 10 %); 0 for a visitor or a customer outside the club"),
  })
  .meta({ id: 'SessionState' });
export type SessionState = z.infer<typeof sessionStateSchema>;

export const newsletterListSchema = z
  .object({ id: z.number(), name: z.string(), description: z.string().nullable() })
  .meta({ id: 'NewsletterList' });
export type NewsletterList = z.infer<typeof newsletterListSchema>;

/** POST /newsletter/subscribe. */
export const newsletterSignUpSchema = z
  .object({
    email: emailSchema,
    lists: z
      .array(listId, { error: 'account:validation.listsRequired' })
      .min(1, { error: 'account:validation.listsRequired' })
      .max(50, { error: 'account:errors.unknownList' }),
  })
  .meta({ id: 'NewsletterSignUp' });

/** A list and whether the customer receives it (GET and PUT /user/newsletter/subscription). */
export const newsletterChoiceSchema = z
  .object({ listId, subscribed: z.boolean({ error: 'account:validation.choicesInvalid' }) }, { error: 'account:validation.choicesInvalid' })
  .meta({ id: 'NewsletterChoice' });
export type NewsletterChoice = z.infer<typeof newsletterChoiceSchema>;

/** PUT /user/newsletter/subscription. */
export const newsletterChoicesSchema = z
  .object({
    choices: z.array(newsletterChoiceSchema, { error: 'account:validation.choicesInvalid' }).max(50, { error: 'account:validation.choicesInvalid' }),
  })
  .meta({ id: 'NewsletterChoices' });

