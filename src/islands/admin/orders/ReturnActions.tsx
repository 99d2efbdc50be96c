import { useState, type SubmitEvent } from 'react';
import type { AdminReturn } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { buttonClass, inputClass } from '../ui/styles';
import type { Act, OrdersApi } from './actions';
import { badgeClass, formatDate, money } from './format';

// One return and the estate's answers at its step: accept or refuse (saying why), send the label
// (a PDF or the carrier's link), mark the parcel received, then refund the returned lines. Each
// answer mails the customer (the server does it); the page then shows the return's new step.

interface Props {
  lang: Lang;
  entry: AdminReturn;
  orderId: number;
  act: Act;
  api: OrdersApi;
  /** A heading above the return (the returns page names its order there). */
  title?: React.ReactNode;
}

type Open = null | 'refuse' | 'label';

export function ReturnActions({ lang, entry, orderId, act, api, title }: Props) {
  const t = adminT(lang);
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const prefix = `return-${entry.id}`;
  const step = entry.status;
  const answer = async (change: () => Promise<unknown>, done: string) => {
    if (await act(change, done)) setOpen(null);
  };
  const refuse = (event: SubmitEvent) => {
    event.preventDefault();
    void answer(() => api.refuse(entry.id, { reason }), t('admin-orders:returns.done.REFUSED'));
  };
  const sendLabel = (event: SubmitEvent) => {
    event.preventDefault();
    void answer(() => api.sendLabel(entry.id, file ? { file } : { link: link.trim() }), t('admin-orders:returns.done.LABEL_SENT'));
  };

  return (
    <article aria-labelledby={`${prefix}-title`} className="space-y-2 text-sm" data-testid="admin-return">
      <h3 id={`${prefix}-title`} className="flex flex-wrap items-center gap-2 font-semibold">
        {title}
        <span>{t('admin-orders:returns.asked', { date: formatDate(entry.createdAt) })}</span>
        <span className={badgeClass(step)}>{entry.statusLabel}</span>
      </h3>
      <ul className="list-inside list-disc">
        {entry.lines.map((line) => (
          <li key={line.idOrderLine}>
            {line.quantity} × {line.name}
            {line.reason && <span className="text-stone-600"> · {line.reason}</span>}
          </li>
        ))}
      </ul>
      {entry.reason && <p>{t('admin-orders:returns.reasonLine', { reason: entry.reason })}</p>}
      <p className="text-stone-700">{t('admin-orders:returns.valueLine', { amount: money(entry.linesAmount, lang) })}</p>
      {entry.refusalReason && <p className="text-red-900">{t('admin-orders:returns.refusedBecause', { reason: entry.refusalReason })}</p>}
      {entry.refundAmount !== null && step === 'REFUNDED' && <p className="text-green-900">{t('admin-orders:returns.refundedAmount', { amount: money(entry.refundAmount, lang) })}</p>}
      {entry.labelUrl && (
        <p>
          <a href={entry.labelUrl} target="_blank" rel="noopener" className="text-wine-800 underline underline-offset-2">
            {t('admin-orders:returns.seeLabel')}
          </a>
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        {step === 'ASKED' && (
          <button type="button" className={buttonClass.primary} onClick={() => void answer(() => api.accept(entry.id), t('admin-orders:returns.done.ACCEPTED'))}>
            {t('admin-orders:returns.accept')}
          </button>
        )}
        {step === 'ACCEPTED' && (
          <button type="button" className={buttonClass.primary} onClick={() => void answer(() => api.carrierReturnLabel(entry.id), t('admin-orders:returns.done.LABEL_SENT'))}>
            {t('admin-orders:shipment.returnLabel')}
          </button>
        )}
        {(step === 'ASKED' || step === 'ACCEPTED' || step === 'LABEL_SENT') && (
          <button type="button" className={buttonClass.secondary} aria-expanded={open === 'label'} onClick={() => setOpen(open === 'label' ? null : 'label')}>
            {t('admin-orders:returns.sendLabel')}
          </button>
        )}
        {(step === 'ACCEPTED' || step === 'LABEL_SENT') && (
          <button type="button" className={buttonClass.secondary} onClick={() => void answer(() => api.received(entry.id), t('admin-orders:returns.done.PRODUCT_RECEIVED'))}>
            {t('admin-orders:returns.received')}
          </button>
        )}
        {(step === 'ASKED' || step === 'ACCEPTED') && (
          <button type="button" className={buttonClass.danger} aria-expanded={open === 'refuse'} onClick={() => setOpen(open === 'refuse' ? null : 'refuse')}>
            {t('admin-orders:returns.refuse')}
          </button>
        )}
        {step === 'PRODUCT_RECEIVED' && (
          <button type="button" className={buttonClass.primary} onClick={() => void act(() => api.refund(orderId, { amount: entry.linesAmount, returnId: entry.id }), t('admin-orders:refund.done'))}>
            {t('admin-orders:returns.refundLines', { amount: money(entry.linesAmount, lang) })}
          </button>
        )}
      </div>

      {open === 'refuse' && (
        <form onSubmit={refuse} className="max-w-lg pt-2">
          <Field id={`${prefix}-refusal`} label={t('admin-orders:returns.refusalReason')}>
            <textarea id={`${prefix}-refusal`} rows={3} required maxLength={1000} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass.danger}>
              {t('admin-orders:returns.sendRefusal')}
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setOpen(null)}>
              {t('admin:actions.cancel')}
            </button>
          </div>
        </form>
      )}
      {open === 'label' && (
        <form onSubmit={sendLabel} className="max-w-lg pt-2">
          <Field id={`${prefix}-file`} label={t('admin-orders:returns.labelFile')} help={t('admin-orders:returns.labelHelp')}>
            <input id={`${prefix}-file`} type="file" accept="application/pdf,.pdf" className={inputClass} aria-describedby={`${prefix}-file-help`} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Field>
          <Field id={`${prefix}-link`} label={t('admin-orders:returns.labelLink')}>
            <input id={`${prefix}-link`} type="url" inputMode="url" className={inputClass} value={link} disabled={file !== null} onChange={(e) => setLink(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass.primary} disabled={!file && !link.trim()}>
              {t('admin-orders:returns.sendLabel')}
            </button>
            <button type="button" className={buttonClass.secondary} onClick={() => setOpen(null)}>
              {t('admin:actions.cancel')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
