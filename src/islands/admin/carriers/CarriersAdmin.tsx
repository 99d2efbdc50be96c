import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '~/lib/api';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { CARRIER_DELIVERY_TYPES, CARRIER_NETWORKS } from '~/lib/order';
import { carrierInputSchema, carriersApi, SHIPPING_ZONES, type AdminCarrier, type CarrierInput } from '~/lib/admin/carriers';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

// The carrier services of the delivery settings: the list in the customers' order (moved up and
// down at once) and one form to add or change a service. The form speaks euros; the API's own zod
// schema checks what it sends, so the form refuses exactly what the server would.

interface Props {
  lang: Lang;
  carriers: AdminCarrier[];
}

interface RateForm {
  minBottles: string;
  maxBottles: string;
  price: string;
}
interface CarrierForm {
  name: string;
  nameEn: string;
  serviceCode: string;
  deliveryType: string;
  network: string;
  zone: string;
  price: string;
  freeAbove: string;
  isActive: boolean;
  rates: RateForm[];
}

/** '9,90' or '9.90' → 990; anything else → NaN, which the schema refuses. */
const cents = (euros: string) => {
  const written = euros.trim().replace(',', '.').replace(/\s|€/g, '');
  return /^\d+(\.\d{1,2})?$/.test(written) ? Math.round(Number(written) * 100) : Number.NaN;
};
const euros = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));
const count = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const inputOf = (form: CarrierForm): CarrierInput => ({
  name: form.name,
  nameEn: form.nameEn.trim() || null,
  serviceCode: form.serviceCode.trim().toUpperCase(),
  deliveryType: form.deliveryType as CarrierInput['deliveryType'],
  network: form.network as CarrierInput['network'],
  zone: form.zone as CarrierInput['zone'],
  price: cents(form.price),
  freeAbove: form.freeAbove.trim() === '' ? null : cents(form.freeAbove),
  isActive: form.isActive,
  rates: form.rates.map((rate) => ({ minBottles: count(rate.minBottles), maxBottles: rate.maxBottles.trim() === '' ? null : count(rate.maxBottles), price: cents(rate.price) })),
});

const formOf = (carrier: AdminCarrier | null): CarrierForm =>
  carrier
    ? {
        name: carrier.name,
        nameEn: carrier.nameEn ?? '',
        serviceCode: carrier.serviceCode,
        deliveryType: carrier.deliveryType,
        network: carrier.network,
        zone: carrier.zone,
        price: euros(carrier.price),
        freeAbove: euros(carrier.freeAbove),
        isActive: carrier.isActive,
        rates: carrier.rates.map((rate) => ({ minBottles: String(rate.minBottles), maxBottles: rate.maxBottles === null ? '' : String(rate.maxBottles), price: euros(rate.price) })),
      }
    : { name: '', nameEn: '', serviceCode: '', deliveryType: 'DELIVERY', network: 'DEMO', zone: 'FRANCE_METROPOLITAN', price: '', freeAbove: '', isActive: true, rates: [] };

/** Errors by field path ('rates' for the bands as a whole, 'rates.0.price' for one). */
const resolver: Resolver<CarrierForm> = async (values) => {
  const parsed = carrierInputSchema.safeParse(inputOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.length > 1 && issue.path[0] === 'rates' ? `rates.${String(issue.path[1])}` : String(issue.path[0] ?? 'root');
    errors[path] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors: errors as unknown as FieldErrors<CarrierForm> };
};

export default function CarriersAdmin({ lang, carriers: initial }: Props) {
  const t = adminT(lang);
  const api = carriersApi(adminClient(lang));
  const { notice, say } = useNotice();
  const [carriers, setCarriers] = useState(initial);
  /** The service in the form: null none, 'new' a new one. */
  const [editing, setEditing] = useState<AdminCarrier | 'new' | null>(null);

  const run = async (change: () => Promise<AdminCarrier[]>) => {
    try {
      setCarriers(await change());
      say('ok', t('admin:state.saved'));
      return true;
    } catch (failure) {
      say('error', failure instanceof ApiRequestError && failure.status !== null ? failure.message : t('admin:state.offline'));
      return false;
    }
  };
  const move = (index: number, by: number) => {
    const ids = carriers.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void run(() => api.reorder(ids));
  };
  const cell = 'border-b border-stone-200 px-3 py-2';
  const nameOf = (c: AdminCarrier) => (lang === 'en_US' && c.nameEn ? c.nameEn : c.name);

  return (
    <section aria-labelledby="carriers-title" className="mt-8">
      <h2 id="carriers-title" className="mb-2 text-xl font-semibold">{t('admin-carriers:title')}</h2>
      <p className="mb-4 max-w-3xl text-stone-700">{t('admin-carriers:intro')}</p>
      <NoticeView notice={notice} />
      <div className={`${panelClass} overflow-x-auto`}>
        <table className="w-full border-collapse text-left text-sm" data-testid="carriers">
          <caption className="sr-only">{t('admin-carriers:list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>{t('admin-carriers:list.name')}</th>
              <th scope="col" className={cell}>{t('admin-carriers:list.kind')}</th>
              <th scope="col" className={cell}>{t('admin-carriers:list.network')}</th>
              <th scope="col" className={cell}>{t('admin-carriers:list.fees')}</th>
              <th scope="col" className={cell}>{t('admin-carriers:list.freeAbove')}</th>
              <th scope="col" className={cell}>{t('admin-carriers:list.active')}</th>
              <th scope="col" className={cell}><span className="sr-only">{t('admin:actions.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {carriers.map((carrier, index) => (
              <tr key={carrier.id} className={carrier.isActive ? undefined : 'text-stone-500'}>
                <td className={cell}>
                  <span className="font-medium">{nameOf(carrier)}</span>
                  <span className="block text-xs text-stone-600">{carrier.serviceCode}</span>
                </td>
                <td className={cell}>{t(`admin-carriers:kinds.${carrier.deliveryType}`)}</td>
                <td className={cell}>
                  {t(`admin-carriers:networks.${carrier.network}`)}
                  {carrier.deliveryType === 'PICKUP' && carrier.network !== 'DEMO' && (
                    <span className="block text-xs text-stone-600">{t(carrier.networkConnected ? 'admin-carriers:connection.connected' : 'admin-carriers:connection.demo')}</span>
                  )}
                </td>
                <td className={`${cell} tabular-nums`}>
                  {carrier.rates.length
                    ? carrier.rates.map((rate) => `${rate.minBottles}${rate.maxBottles === null ? '+' : `–${rate.maxBottles}`}${lang === 'fr_FR' ? '\u00a0: ' : ': '}${formatPrice(rate.price, lang)}`).join(' · ')
                    : formatPrice(carrier.price, lang)}
                </td>
                <td className={`${cell} tabular-nums`}>{carrier.freeAbove === null ? t('admin-carriers:list.never') : formatPrice(carrier.freeAbove, lang)}</td>
                <td className={cell}>{t(carrier.isActive ? 'admin-carriers:list.yes' : 'admin-carriers:list.no')}</td>
                <td className={`${cell} whitespace-nowrap text-right`}>
                  <button type="button" className={buttonClass.secondary} disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('admin-carriers:list.up', { name: nameOf(carrier) })}>↑</button>{' '}
                  <button type="button" className={buttonClass.secondary} disabled={index === carriers.length - 1} onClick={() => move(index, 1)} aria-label={t('admin-carriers:list.down', { name: nameOf(carrier) })}>↓</button>{' '}
                  <button type="button" className={buttonClass.secondary} onClick={() => setEditing(carrier)}>{t('admin-carriers:list.edit')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4">
          <button type="button" className={buttonClass.primary} onClick={() => setEditing('new')}>{t('admin-carriers:list.add')}</button>
        </p>
      </div>
      {editing && (
        <CarrierEditor
          key={editing === 'new' ? 'new' : editing.id}
          lang={lang}
          carrier={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSave={async (input) => {
            const done = await run(() => (editing === 'new' ? api.create(input) : api.update(editing.id, input)));
            if (done) setEditing(null);
          }}
        />
      )}
    </section>
  );
}

function CarrierEditor({ lang, carrier, onCancel, onSave }: { lang: Lang; carrier: AdminCarrier | null; onCancel: () => void; onSave: (input: CarrierInput) => Promise<void> }) {
  const t = adminT(lang);
  const form = useForm<CarrierForm>({ defaultValues: formOf(carrier), resolver });
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = (path: string) => (errors[path]?.message ? t(errors[path]!.message!) : undefined);
  const field = (name: keyof CarrierForm, help?: string) => ({ id: `carrier-${name}`, className: inputClass, ...fieldAria(`carrier-${name}`, help, error(name)) });

  return (
    <form
      noValidate
      aria-labelledby="carrier-form-title"
      className={`${panelClass} mt-6`}
      onSubmit={form.handleSubmit(async (values) => onSave(inputOf(values)))}
    >
      <h3 id="carrier-form-title" className="mb-4 text-lg font-semibold">
        {carrier ? t('admin-carriers:form.titleEdit', { name: carrier.name }) : t('admin-carriers:form.titleNew')}
      </h3>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field id="carrier-name" label={t('admin-carriers:form.name')} error={error('name')}>
          <input {...field('name')} maxLength={100} {...form.register('name')} />
        </Field>
        <Field id="carrier-nameEn" label={t('admin-carriers:form.nameEn')} help={t('admin-carriers:form.nameEnHelp')} error={error('nameEn')}>
          <input {...field('nameEn', t('admin-carriers:form.nameEnHelp'))} maxLength={100} {...form.register('nameEn')} />
        </Field>
        <Field id="carrier-serviceCode" label={t('admin-carriers:form.serviceCode')} help={t('admin-carriers:form.serviceCodeHelp')} error={error('serviceCode')}>
          <input {...field('serviceCode', t('admin-carriers:form.serviceCodeHelp'))} autoCapitalize="characters" {...form.register('serviceCode')} />
        </Field>
        <Field id="carrier-deliveryType" label={t('admin-carriers:form.deliveryType')} error={error('deliveryType')}>
          <select {...field('deliveryType')} {...form.register('deliveryType')}>
            {CARRIER_DELIVERY_TYPES.map((kind) => <option key={kind} value={kind}>{t(`admin-carriers:kinds.${kind}`)}</option>)}
          </select>
        </Field>
        <Field id="carrier-network" label={t('admin-carriers:form.network')} help={t('admin-carriers:form.networkHelp')} error={error('network')}>
          <select {...field('network', t('admin-carriers:form.networkHelp'))} {...form.register('network')}>
            {CARRIER_NETWORKS.map((network) => <option key={network} value={network}>{t(`admin-carriers:networks.${network}`)}</option>)}
          </select>
        </Field>
        <Field id="carrier-zone" label={t('admin-carriers:form.zone')} error={error('zone')}>
          <select {...field('zone')} {...form.register('zone')}>
            {SHIPPING_ZONES.map((zone) => <option key={zone} value={zone}>{t(`admin-carriers:zones.${zone}`)}</option>)}
          </select>
        </Field>
        <Field id="carrier-price" label={t('admin-carriers:form.price')} error={error('price') && t('admin-carriers:moneyError')}>
          <input {...field('price')} inputMode="decimal" {...form.register('price')} />
        </Field>
        <Field id="carrier-freeAbove" label={t('admin-carriers:form.freeAbove')} help={t('admin-carriers:form.freeAboveHelp')} error={error('freeAbove') && t('admin-carriers:moneyError')}>
          <input {...field('freeAbove', t('admin-carriers:form.freeAboveHelp'))} inputMode="decimal" {...form.register('freeAbove')} />
        </Field>
      </div>
      <p className="mb-4 flex items-center gap-2">
        <input id="carrier-isActive" type="checkbox" className="h-5 w-5 accent-wine-700" {...form.register('isActive')} />
        <label htmlFor="carrier-isActive">{t('admin-carriers:form.isActive')}</label>
      </p>
      <fieldset className="mb-4">
        <legend className="mb-2 font-semibold">{t('admin-carriers:form.rates')}</legend>
        {error('rates') && <p className="mb-2 text-sm font-medium text-red-700" role="alert">{error('rates')}</p>}
        {rates.fields.map((rate, index) => (
          <div key={rate.id} className="grid grid-cols-2 items-end gap-x-3 sm:grid-cols-4">
            <Field id={`carrier-rate-${index}-min`} label={t('admin-carriers:form.from')} error={error(`rates.${index}`)}>
              <input id={`carrier-rate-${index}-min`} className={inputClass} inputMode="numeric" {...form.register(`rates.${index}.minBottles`)} />
            </Field>
            <Field id={`carrier-rate-${index}-max`} label={t('admin-carriers:form.to')} help={t('admin-carriers:form.toHelp')}>
              <input id={`carrier-rate-${index}-max`} className={inputClass} inputMode="numeric" aria-describedby={`carrier-rate-${index}-max-help`} {...form.register(`rates.${index}.maxBottles`)} />
            </Field>
            <Field id={`carrier-rate-${index}-price`} label={t('admin-carriers:form.ratePrice')}>
              <input id={`carrier-rate-${index}-price`} className={inputClass} inputMode="decimal" {...form.register(`rates.${index}.price`)} />
            </Field>
            <div className="mb-4">
              <button type="button" className={buttonClass.secondary} onClick={() => rates.remove(index)}>{t('admin-carriers:form.removeRate')}</button>
            </div>
          </div>
        ))}
        <button type="button" className={buttonClass.secondary} onClick={() => rates.append({ minBottles: '', maxBottles: '', price: '' })}>{t('admin-carriers:form.addRate')}</button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={form.formState.isSubmitting}>{t('admin-carriers:form.save')}</button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>{t('admin-carriers:form.cancel')}</button>
      </div>
    </form>
  );
}
