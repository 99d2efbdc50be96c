import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { refundRequest } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { buttonClass, inputClass } from '../ui/styles';
import type { Act, OrdersApi } from './actions';
import { centsAsEuros, euroCents, money } from './format';

// A refund, whole or in part: the owner types euros, the API's own schema checks the cents, and a
// second click confirms the amount before anything is sent. The server checks it again against
// what is still refundable.

interface Props {
  lang: Lang;
  orderId: number;
  refundable: number;
  act: Act;
  api: OrdersApi;
}

export function RefundForm({ lang, orderId, refundable, act, api }: Props) {
  const t = adminT(lang);
  const schema = z.object({
    amount: z
      .string()
      .transform((text, ctx) => euroCents(text) ?? (ctx.addIssue({ code: 'custom', message: t('admin-orders:refund.badAmount') }), z.NEVER))
      .pipe(refundRequest.shape.amount.max(refundable, { error: t('admin-orders:errors.beyondRefundable') })),
    note: refundRequest.shape.note,
  });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: centsAsEuros(refundable, lang), note: '' } });
  const [asking, setAsking] = useState<z.output<typeof schema> | null>(null);
  const errors = form.formState.errors;
  // The schema's messages are keys of the API's strings when they come from the shared contract.
  const say = (message?: string) => (message ? (message.includes(':') && !message.includes(' ') ? t(message) : message) : undefined);
  const amountError = say(errors.amount?.message);
  const noteError = say(errors.note?.message);

  const send = async (request: z.output<typeof schema>) => {
    const done = await act(() => api.refund(orderId, { amount: request.amount, note: request.note || undefined }), t('admin-orders:refund.done'));
    setAsking(null);
    if (done) form.reset({ amount: '', note: '' });
  };

  return (
    <form onSubmit={form.handleSubmit((request) => setAsking(request))} noValidate className="max-w-lg">
      <Field id="refund-amount" label={t('admin-orders:refund.amount')} help={t('admin-orders:refund.amountHelp', { amount: money(refundable, lang) })} error={amountError}>
        <input id="refund-amount" inputMode="decimal" autoComplete="off" className={inputClass} {...form.register('amount', { onChange: () => setAsking(null) })} {...fieldAria('refund-amount', 'help', amountError)} />
      </Field>
      <Field id="refund-note" label={t('admin-orders:refund.note')} help={t('admin-orders:refund.noteHelp')} error={noteError}>
        <textarea id="refund-note" rows={2} maxLength={500} className={inputClass} {...form.register('note')} {...fieldAria('refund-note', 'help', noteError)} />
      </Field>
      {asking ? (
        <div role="group" aria-label={t('admin-orders:refund.confirm', { amount: money(asking.amount, lang) })} className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t('admin-orders:refund.confirm', { amount: money(asking.amount, lang) })}</span>
          <button type="button" className={buttonClass.danger} autoFocus onClick={() => void send(asking)}>
            {t('admin:actions.confirm')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => setAsking(null)}>
            {t('admin:actions.cancel')}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClass.primary}>
            {t('admin-orders:refund.title')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => form.setValue('amount', centsAsEuros(refundable, lang))}>
            {t('admin-orders:refund.whole')}
          </button>
        </div>
      )}
    </form>
  );
}
