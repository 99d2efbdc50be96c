import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  catalogueApi,
  productCreateSchema,
  productTypes,
  type AdminProductPage,
  type AdminProductRow,
  type ProductCreate,
  type ProductListQuery,
} from '~/lib/admin/catalogue';
import { formatPrice } from '~/lib/catalogue-format';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText, messageText } from './form-values';

// The catalogue's first page: every product, published or not, found by name or reference and
// filtered; published or taken off the shop in one click; a new product created in two fields.

interface Props {
  lang: Lang;
}

export default function CatalogueAdmin({ lang }: Props) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [query, setQuery] = useState<ProductListQuery>({ page: 1 });
  const [search, setSearch] = useState('');
  const [list, setList] = useState<AdminProductPage | null>(null);

  const load = useCallback(
    async (asked: ProductListQuery) => {
      try {
        setList(await api.list(asked));
      } catch (error) {
        say('error', failureText(t, error));
      }
    },
    [api, say, t],
  );
  useEffect(() => void load(query), [load, query]);

  const togglePublished = useCallback(
    async (row: AdminProductRow) => {
      try {
        await api.update(row.id, { isValid: !row.isValid });
        say('ok', t(row.isValid ? 'admin-catalogue:list.nowOffline' : 'admin-catalogue:list.nowOnline', { name: row.name }));
        await load(query);
      } catch (error) {
        say('error', failureText(t, error));
      }
    },
    [api, load, query, say, t],
  );

  const columns = useMemo<Column<AdminProductRow>[]>(
    () => [
      {
        id: 'name',
        header: t('admin-catalogue:list.name'),
        cell: (row) => (
          <a href={localizedPath(lang, `/admin/catalogue/${row.id}`)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {row.name}
          </a>
        ),
      },
      { id: 'type', header: t('admin-catalogue:list.type'), cell: (row) => t(`admin-catalogue:types.${row.type}`) },
      { id: 'declinations', header: t('admin-catalogue:list.declinations'), numeric: true, cell: (row) => row.declinationCount },
      { id: 'price', header: t('admin-catalogue:list.priceFrom'), numeric: true, cell: (row) => (row.priceFrom === null ? '' : formatPrice(row.priceFrom, lang)) },
      {
        id: 'stock',
        header: t('admin-catalogue:list.stock'),
        numeric: true,
        cell: (row) => (row.stock === null ? <span className="whitespace-nowrap text-stone-600">{t('admin-catalogue:list.untracked')}</span> : row.stock),
      },
      {
        id: 'status',
        header: t('admin-catalogue:list.status'),
        cell: (row) => (
          <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.isValid ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}>
            {t(row.isValid ? 'admin-catalogue:list.online' : 'admin-catalogue:list.offline')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('admin:actions.actions'),
        cell: (row) => (
          // relative: its hidden words stay inside the table's scrolling box on a phone.
          <button type="button" className={`${buttonClass.secondary} relative min-h-8 px-3 py-1 whitespace-nowrap`} onClick={() => void togglePublished(row)}>
            {t(row.isValid ? 'admin-catalogue:list.unpublish' : 'admin-catalogue:list.publish')}
            <span className="sr-only"> {t('admin-catalogue:list.quoted', { name: row.name })}</span>
          </button>
        ),
      },
    ],
    [lang, t, togglePublished],
  );

  return (
    <div className="space-y-6">
      <p>
        <a href={localizedPath(lang, '/admin/catalogue/kinds')} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
          {t('admin-kinds:link')}
        </a>
      </p>
      <NewProduct lang={lang} />
      <NoticeView notice={notice} />
      <section className={panelClass} aria-labelledby="catalogue-list-title">
        <h2 id="catalogue-list-title" className="mb-4 text-xl font-semibold">
          {t('admin-catalogue:list.title')}
        </h2>
        <form
          role="search"
          className="mb-4 grid gap-x-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ ...query, search, page: 1 });
          }}
        >
          <Field id="catalogue-search" label={t('admin-catalogue:list.search')}>
            <input id="catalogue-search" type="search" className={inputClass} value={search} onChange={(event) => setSearch(event.target.value)} />
          </Field>
          <Field id="catalogue-published" label={t('admin-catalogue:list.published')}>
            <select
              id="catalogue-published"
              className={inputClass}
              value={query.published ?? ''}
              onChange={(event) => setQuery({ ...query, published: (event.target.value || undefined) as ProductListQuery['published'], page: 1 })}
            >
              <option value="">{t('admin-catalogue:list.publishedAll')}</option>
              <option value="yes">{t('admin-catalogue:list.publishedYes')}</option>
              <option value="no">{t('admin-catalogue:list.publishedNo')}</option>
            </select>
          </Field>
          <Field id="catalogue-type" label={t('admin-catalogue:list.type')}>
            <select
              id="catalogue-type"
              className={inputClass}
              value={query.type ?? ''}
              onChange={(event) => setQuery({ ...query, type: (event.target.value || undefined) as ProductListQuery['type'], page: 1 })}
            >
              <option value="">{t('admin-catalogue:list.typeAll')}</option>
              {productTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin-catalogue:types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <div className="mb-4">
            <button type="submit" className={buttonClass.primary}>
              {t('admin:actions.search')}
            </button>
          </div>
        </form>
        {list === null ? (
          <p>{t('admin:state.loading')}</p>
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-700" aria-live="polite">
              {t('admin-catalogue:list.count', { count: list.total })}
            </p>
            <DataTable caption={t('admin-catalogue:list.caption')} rows={list.products} columns={columns} empty={t('admin-catalogue:list.empty')} rowKey={(row) => row.id} />
            <Pager lang={lang} page={list.page} pageCount={list.pageCount} onPage={(page) => setQuery({ ...query, page })} />
          </>
        )}
      </section>
    </div>
  );
}

/** Two fields, then the editor of the new product. */
function NewProduct({ lang }: Props) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductCreate>({ resolver: zodResolver(productCreateSchema), defaultValues: { type: 'WINE', name: '' } });

  const create = handleSubmit(async (fields) => {
    try {
      const product = await api.create(fields);
      // ?created: the editor then guides the owner through the first declination and the publication.
      window.location.assign(`${localizedPath(lang, `/admin/catalogue/${product.id}`)}?created`);
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

  const nameError = messageText(t, errors.name?.message);
  return (
    <section className={panelClass} aria-labelledby="catalogue-new-title">
      <h2 id="catalogue-new-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:create.title')}
      </h2>
      <form noValidate onSubmit={create} className="grid gap-x-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
        <Field id="new-product-name" label={t('admin-catalogue:create.name')} error={nameError}>
          <input id="new-product-name" className={inputClass} autoComplete="off" {...register('name')} {...fieldAria('new-product-name', undefined, nameError)} />
        </Field>
        <Field id="new-product-type" label={t('admin-catalogue:create.type')}>
          <select id="new-product-type" className={inputClass} {...register('type')}>
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {t(`admin-catalogue:types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="mb-4 sm:pt-7">
          <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
            {t('admin-catalogue:create.submit')}
          </button>
        </div>
      </form>
      <NoticeView notice={notice} />
    </section>
  );
}
