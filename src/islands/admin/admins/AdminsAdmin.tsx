import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADMIN_ROLES, adminInviteSchema, adminsApi, type AdminInvite, type AdminList, type AdminRole, type AdminRow } from '~/lib/admin/admins';
import { formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

/** The administrators; a SUPER_ADMIN also invites them, changes their role and removes them. */
export default function AdminsAdmin({ lang }: { lang: Lang }) {
  // adminT answers a new function at each call: kept once, so that the effects below run once.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => adminsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [list, setList] = useState<AdminList | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await api.list());
    } catch (error) {
      say('error', t('state.error', { message: (error as Error).message }));
    }
  }, [api, say, t]);
  useEffect(() => void load(), [load]);

  const canChange = list?.you.role === 'SUPER_ADMIN';
  const youId = list?.you.id;

  const changeRole = useCallback(
    async (row: AdminRow, role: AdminRole) => {
      try {
        await api.changeRole(row.id, role);
        say('ok', t('admin-admins:role.done'));
      } catch (error) {
        say('error', t('state.error', { message: (error as Error).message }));
      }
      await load();
    },
    [api, load, say, t],
  );

  const remove = useCallback(
    async (row: AdminRow) => {
      try {
        await api.remove(row.id);
        say('ok', t('admin-admins:remove.done'));
      } catch (error) {
        say('error', t('state.error', { message: (error as Error).message }));
      }
      await load();
    },
    [api, load, say, t],
  );

  const columns = useMemo<Column<AdminRow>[]>(() => {
    const shown: Column<AdminRow>[] = [
      {
        id: 'name',
        header: t('admin-admins:columns.name'),
        cell: (row) => (
          <>
            {[row.firstname, row.lastname].filter(Boolean).join(' ') || '—'}
            {row.id === youId && <span className="ml-1 text-stone-600">{t('admin-admins:you')}</span>}
          </>
        ),
      },
      { id: 'email', header: t('admin-admins:columns.email'), cell: (row) => <span className="whitespace-nowrap">{row.email}</span> },
      {
        id: 'role',
        header: t('admin-admins:columns.role'),
        cell: (row) =>
          canChange ? (
            <select
              className={`${inputClass} min-w-60`}
              aria-label={t('admin-admins:role.label', { email: row.email })}
              value={row.role}
              onChange={(event) => void changeRole(row, event.target.value as AdminRole)}
            >
              {ADMIN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`admin-admins:roles.${role}`)}
                </option>
              ))}
            </select>
          ) : (
            t(`admin-admins:roles.${row.role}`)
          ),
      },
      {
        id: 'lastLoginAt',
        header: t('admin-admins:columns.lastLoginAt'),
        cell: (row) =>
          row.hasPassword ? (row.lastLoginAt ? <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.lastLoginAt)}</span> : t('admin-admins:never')) : <em>{t('admin-admins:invited')}</em>,
      },
    ];
    if (!canChange) return shown;
    return [
      ...shown,
      {
        id: 'actions',
        header: t('admin-admins:columns.actions'),
        cell: (row) =>
          row.id === youId ? null : (
            <ConfirmButton lang={lang} label={t('admin-admins:remove.button')} question={t('admin-admins:remove.question')} onConfirm={() => remove(row)} />
          ),
      },
    ];
  }, [canChange, changeRole, lang, remove, t, youId]);

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-stone-700">{t('admin-admins:intro')}</p>
      <NoticeView notice={notice} />
      {list === null ? (
        <p>{t('state.loading')}</p>
      ) : (
        <>
          <DataTable caption={t('admin-admins:title')} rows={list.items} columns={columns} empty={t('admin-admins:empty')} rowKey={(row) => row.id} />
          {canChange ? <InviteForm lang={lang} onInvited={load} /> : <p className="text-stone-700">{t('admin-admins:readOnly')}</p>}
        </>
      )}
    </div>
  );
}

/** The invitation: an address, a role, the language of the mail. */
function InviteForm({ lang, onInvited }: { lang: Lang; onInvited: () => Promise<void> }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => adminsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminInvite>({ resolver: zodResolver(adminInviteSchema), defaultValues: { email: '', role: 'ADMIN', lang } });
  const error = (key?: string) => (key ? t(key) : undefined);

  const submit = handleSubmit(async (invite) => {
    try {
      const invited = await api.invite(invite);
      say('ok', t('admin-admins:invite.done', { email: invited.email }));
      reset({ email: '', role: 'ADMIN', lang });
      await onInvited();
    } catch (failure) {
      say('error', t('state.error', { message: (failure as Error).message }));
    }
  });

  const emailError = error(errors.email?.message);
  return (
    <section aria-labelledby="invite-title" className={panelClass}>
      <h2 id="invite-title" className="mb-2 text-lg font-semibold">
        {t('admin-admins:invite.title')}
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-stone-700">{t('admin-admins:invite.help')}</p>
      <form onSubmit={submit} noValidate className="grid gap-x-4 md:grid-cols-3">
        <Field id="invite-email" label={t('admin-admins:invite.email')} error={emailError}>
          <input id="invite-email" type="email" autoComplete="off" className={inputClass} {...fieldAria('invite-email', undefined, emailError)} {...register('email')} />
        </Field>
        <Field id="invite-role" label={t('admin-admins:invite.role')} error={error(errors.role?.message)}>
          <select id="invite-role" className={inputClass} {...register('role')}>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin-admins:roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="invite-lang" label={t('admin-admins:invite.lang')} error={error(errors.lang?.message)}>
          <select id="invite-lang" className={inputClass} {...register('lang')}>
            <option value="fr_FR">{t('languages.fr_FR')}</option>
            <option value="en_US">{t('languages.en_US')}</option>
          </select>
        </Field>
        <div className="md:col-span-3">
          <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
            {t('admin-admins:invite.submit')}
          </button>
        </div>
      </form>
      <NoticeView notice={notice} />
    </section>
  );
}
