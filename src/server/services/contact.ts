import { t as translator, type Lang } from '~/lib/i18n';
import type { TFunction } from 'i18next';
import type { Caller, ShopDeps } from '../deps';
import { message, type QueuedMessage } from '../db/schema';
import { composeMail, type MailDetail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { RULES } from './throttle';
import { checkAnswer, type FieldRuleSet } from './form-rules';
import type { ContactMessage, FormFieldView } from '~/lib/contracts/forms';
import { contactFormId, getForm } from './forms';
import { parameterValue } from './parameters';
import { invalid } from './errors';

// The contact page: a visitor's message, stored for the back office and mailed to the estate
// (a reply goes straight back to the visitor), with a copy to the visitor, in one transaction.

export interface ContactContext {
  siteId: number;
  lang: Lang;
  caller: Caller | null;
  ip: string;
}


/** What a message needs whatever form the owner built for it. */
const coreFields: FieldRuleSet[] = [
  { name: 'name', type: 'TEXT', required: true, options: [], rules: { minLength: 2, maxLength: 120 } },
  { name: 'email', type: 'EMAIL', required: true, options: [], rules: {} },
  { name: 'phone', type: 'PHONE', required: false, options: [], rules: {} },
  { name: 'subject', type: 'TEXT', required: false, options: [], rules: { maxLength: 200 } },
  { name: 'message', type: 'TEXTAREA', required: true, options: [], rules: { minLength: 10, maxLength: 5000 } },
];

/** The owner's contact form in `lang`, or null. */
async function contactForm(deps: ShopDeps, lang: Lang) {
  const id = await contactFormId(deps.db);
  return id === null ? null : getForm(deps.db, lang, id);
}

/** The subject as the estate reads it: the label of the choice the visitor made, else their words. */
const subjectLabel = (fields: FormFieldView[], subject: string | undefined) =>
  fields.find((field) => field.name === 'subject')?.options.find((option) => option.key === subject)?.label ?? subject;

const messageFields = new Set(coreFields.map((field) => field.name));

/** The owner's own fields of the contact form, as the estate reads them: label and answer (a choice by its label). */
function extraDetails(t: TFunction, fields: FormFieldView[], answers: Record<string, unknown>): MailDetail[] {
  return fields.flatMap((field): MailDetail[] => {
    const value = answers[field.name];
    if (messageFields.has(field.name) || value === undefined) return [];
    const label = (key: unknown) => field.options.find((option) => option.key === key)?.label ?? String(key);
    return [[field.label, Array.isArray(value) ? value.map(label).join(', ') : typeof value === 'boolean' ? t(value ? 'engagement:form.yes' : 'engagement:form.no') : label(value)]];
  });
}

/**
 * POST /message: checks the message against the core rules and the owner's contact form, stores
 * it, mails it to the estate (Reply-To: the visitor) and a copy to the visitor. Rate limited per
 * address.
 */
export async function sendMessage(deps: ShopDeps, context: ContactContext, input: ContactMessage) {
  const { db } = deps;
  const now = deps.now();
  const { others = {}, ...sent } = input;
  const values: Record<string, unknown> = { ...others, ...sent };
  const form = await contactForm(deps, context.lang);
  const checked = await deps.throttle.takeWhenValid([{ rule: RULES.messageByAddress, key: context.ip }], () => {
    const core = checkAnswer(coreFields, values, context.lang);
    const owner = form ? checkAnswer(form.fields, values, context.lang) : { errors: {}, clean: {} };
    const errors = { ...owner.errors, ...core.errors };
    if (Object.keys(errors).length) {
      const t = translator(context.lang);
      const label = (name: string) => form?.fields.find((field) => field.name === name)?.label ?? t(`engagement:contact.fields.${name}`);
      throw invalid('engagement:errors.formInvalid', { fields: Object.keys(errors).map(label).join(', ') });
    }
    return { core, owner };
  });

  const clean = checked.core.clean as { name: string; email: string; phone?: string; subject?: string; message: string };
  const frenchForm = form ? await getForm(db, 'fr_FR', form.id) : null;
  const details = (lang: Lang, fields: FormFieldView[], withVisitor: boolean): MailDetail[] => {
    const t = translator(lang);
    const subject = subjectLabel(fields, clean.subject);
    return [
      ...(withVisitor ? ([[t('engagement:contact.fields.name'), clean.name], [t('engagement:contact.fields.email'), clean.email]] as MailDetail[]) : []),
      ...(withVisitor && clean.phone ? ([[t('engagement:contact.fields.phone'), clean.phone]] as MailDetail[]) : []),
      ...(subject ? ([[t('engagement:contact.fields.subject'), subject]] as MailDetail[]) : []),
      [t('engagement:contact.fields.message'), clean.message],
      ...extraDetails(t, fields, checked.owner.clean),
    ];
  };
  const mails: QueuedMessage[] = [];
  const estate = await parameterValue(db, context.siteId, 'COMPANY_EMAIL');
  if (estate) {
    const brand = await mailBrand(deps, context.siteId, 'fr_FR');
    const mail = composeMail('fr_FR', 'engagement:mail.contactEstate', estate, brand, { name: clean.name }, undefined, details('fr_FR', frenchForm?.fields ?? [], true));
    mails.push({ ...mail, replyTo: clean.email });
  }
  const brand = await mailBrand(deps, context.siteId, context.lang);
  mails.push(composeMail(context.lang, 'engagement:mail.contactCopy', clean.email, brand, { name: clean.name }, undefined, details(context.lang, form?.fields ?? [], false)));

  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(message)
      .values({
        name: clean.name,
        email: clean.email,
        phone: clean.phone ?? null,
        subject: subjectLabel(frenchForm?.fields ?? [], clean.subject) ?? null,
        body: clean.message,
        lang: context.lang,
        userId: context.caller?.userId ?? null,
        createdAt: now,
      })
      .returning({ id: message.id });
    await queueMail(tx, ...mails);
    return { id: stored.id };
  });
}
