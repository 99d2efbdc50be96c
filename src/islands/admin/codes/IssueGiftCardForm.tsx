import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { giftCardIssueSchema, giftCardsApi, type AdminGiftCard, type GiftCardIssue } from '~/lib/admin/codes';
import { parisDay, parisDayStart } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { apiSchemaResolver, failureText } from '../content/form';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface IssueForm {
  kind: 'GIFT_CARD' | 'VISIT_VOUCHER';
  value: string;
  name: string;
  recipientName: string;
  recipientEmail: string;
  lang: Lang;
  expiresAt: string;
}

/** Euros as typed ("25" or "25,50") in cents; what cannot be read goes as typed, for the schema to refuse. */
function centsOf(typed: string): number {
  const euros = Number(typed.trim().replace(',', '.'));
  return (typed.trim() && Number.isFinite(euros) ? Math.round(euros * 100) : typed) as number;
}

const toInput = (values: IssueForm): GiftCardIssue => ({
  kind: values.kind,
  value: centsOf(values.value),
  ...(values.kind === 'VISIT_VOUCHER' ? { name: values.name } : {}),
  recipientName: values.recipientName,
  recipientEmail: values.recipientEmail.trim(),
  lang: values.lang,
  expiresAt: values.expiresAt ? parisDayStart(values.expiresAt).toISOString() : '',
});

function blank(lang: Lang): IssueForm {
  const inAYear = new Date();
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  return { kind: 'GIFT_CARD', value: '', name: '', recipientName: '', recipientEmail: '', lang, expiresAt: parisDay(inAYear.toISOString()) };
}

/**
 * The estate gives a card by hand: the recipient gets the code by mail, and the owner sees it here
 * once, to read out or write down; the shop keeps only its hash.
 */
export function IssueGiftCardForm({ lang, onIssued }: { lang: Lang; onIssued: (card: AdminGiftCard) => void }) {
  const t = adminT(lang);
  const api = useMemo(() => giftCardsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [code, setCode] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset, formState } = useForm<IssueForm>({ defaultValues: blank(lang), resolver: apiSchemaResolver(giftCardIssueSchema, toInput, t) });
  const { errors } = formState;
  const kind = watch('kind');

  const issue = handleSubmit(async (values) => {
    setCode(null);
    try {
      const issued = await api.issue(toInput(values));
      setCode(issued.code);
      onIssued(issued.card);
      say('ok', t('admin-codes:giftCards.issued', { email: values.recipientEmail.trim() }));
      reset(blank(lang));
    } catch (error) {
      say('error', failureText(error, t));
    }
  });

  const input = (name: 'value' | 'name' | 'recipientName' | 'recipientEmail' | 'expiresAt', label: string, extra: object = {}, help?: string) => {
    const id = `gift-issue-${name}`;
    return (
      <Field id={id} label={label} help={help} error={errors[name]?.message}>
        <input id={id} {...register(name)} className={inputClass} {...extra} {...fieldAria(id, help, errors[name]?.message)} />
      </Field>
    );
  };

  return (
    <section aria-labelledby="gift-issue-title" className={panelClass}>
      <h2 id="gift-issue-title" className="mb-1 text-lg font-semibold">
        {t('admin-codes:giftCards.issueTitle')}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">{t('admin-codes:giftCards.issueHelp')}</p>
      <form onSubmit={issue} noValidate>
        <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
          <Field id="gift-issue-kind" label={t('admin-codes:giftCards.kind')} error={errors.kind?.message}>
            <select id="gift-issue-kind" {...register('kind')} className={inputClass}>
              <option value="GIFT_CARD">{t('admin-codes:giftCards.GIFT_CARD')}</option>
              <option value="VISIT_VOUCHER">{t('admin-codes:giftCards.VISIT_VOUCHER')}</option>
            </select>
          </Field>
          {input('value', t('admin-codes:giftCards.issueValue'), { inputMode: 'decimal' }, kind === 'VISIT_VOUCHER' ? t('admin-codes:giftCards.issueValueHelp') : undefined)}
          {kind === 'VISIT_VOUCHER' && input('name', t('admin-codes:giftCards.issueName'), {}, t('admin-codes:giftCards.issueNameHelp'))}
          {input('recipientName', t('admin-codes:giftCards.recipientName'), { autoComplete: 'off' })}
          {input('recipientEmail', t('admin-codes:giftCards.recipientEmail'), { type: 'email', autoComplete: 'off' })}
          <Field id="gift-issue-lang" label={t('admin-codes:giftCards.lang')} error={errors.lang?.message}>
            <select id="gift-issue-lang" {...register('lang')} className={inputClass}>
              <option value="fr_FR">{t('admin-content:languages.fr_FR')}</option>
              <option value="en_US">{t('admin-content:languages.en_US')}</option>
            </select>
          </Field>
          {input('expiresAt', t('admin-codes:giftCards.expiresAt'), { type: 'date' })}
        </div>
        <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('admin-codes:giftCards.issuing') : t('admin-codes:giftCards.issue')}
        </button>
      </form>
      <div className="mt-4 space-y-3">
        <NoticeView notice={notice} />
        {code && (
          <div className="rounded-md border-2 border-wine-700 bg-stone-50 p-4">
            <p className="text-lg font-semibold">
              {t('admin-codes:giftCards.codeOnce')}{' '}
              <span className="font-mono tracking-wider select-all">{code}</span>
            </p>
            <p className="mt-1 text-sm text-stone-700">{t('admin-codes:giftCards.codeOnceHelp')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
