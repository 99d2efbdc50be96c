import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdminInvite, AdminList, AdminRole, AdminRow } from '~/lib/admin/admins';
import type { Database } from '../../../db/connection';
import type { Caller, ShopDeps } from '../../../deps';
import { user } from '../../../db/schema';
import { appointAdmin } from './appoint-admin';
import { endSessions } from '../../sessions';
import { conflict, forbidden, notFound } from '../../errors';

// Who runs the shop. Every ADMIN reads the list; only a SUPER_ADMIN appoints, promotes, demotes or
// removes, and the shop always keeps one SUPER_ADMIN. The changes lock every administrator's row
// first (in id order, so two changes never wait on each other crosswise): two super admins
// demoting each other at the same moment cannot leave the shop with none.

const ADMIN_ROLES: AdminRole[] = ['ADMIN', 'SUPER_ADMIN'];

const adminColumns = {
  id: user.id,
  email: user.email,
  firstname: user.firstname,
  lastname: user.lastname,
  role: user.role,
  passwordHash: user.passwordHash,
  lastLoginAt: user.lastLoginAt,
};

type AdminRecord = { id: number; email: string; firstname: string | null; lastname: string | null; role: string; passwordHash: string | null; lastLoginAt: Date | null };

function shown(row: AdminRecord): AdminRow {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    role: row.role as AdminRole,
    hasPassword: row.passwordHash !== null,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const isAdministrator = and(inArray(user.role, ADMIN_ROLES), isNull(user.deletedAt));

/** GET /admin/admins: the administrators, super admins first, and who is asking. */
export async function adminList(db: Database, caller: Caller): Promise<AdminList> {
  // 'SUPER_ADMIN' sorts after 'ADMIN': descending puts the super admins first.
  const rows = await db.select(adminColumns).from(user).where(isAdministrator).orderBy(desc(user.role), asc(user.email));
  return { items: rows.map(shown), you: { id: caller.userId, role: caller.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'ADMIN' } };
}

/**
 * Locks every administrator's row for the rest of the transaction and checks, on what is now
 * committed, that the caller is still a SUPER_ADMIN (another one may have just demoted them).
 */
async function lockAdministrators(tx: Database, caller: Caller): Promise<AdminRecord[]> {
  const rows = await tx.select(adminColumns).from(user).where(isAdministrator).orderBy(asc(user.id)).for('update');
  if (rows.find((row) => row.id === caller.userId)?.role !== 'SUPER_ADMIN') throw forbidden('admin-admins:errors.superAdminOnly');
  return rows;
}

function target(rows: AdminRecord[], id: number): AdminRecord {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound('admin-admins:errors.notFound');
  return row;
}

/** A change that would leave no SUPER_ADMIN is refused: nobody could appoint anyone after it. */
function keepOneSuperAdmin(rows: AdminRecord[], leaving: AdminRecord): void {
  const superAdmins = rows.filter((row) => row.role === 'SUPER_ADMIN').length;
  if (leaving.role === 'SUPER_ADMIN' && superAdmins <= 1) throw conflict('admin-admins:errors.lastSuperAdmin');
}

/**
 * POST /admin/admins: a new account without a password, or the customer already at that address
 * promoted; the invitation mail carries a single-use link to choose the password (valid one hour).
 */
export async function inviteAdmin(deps: ShopDeps, caller: Caller, invite: AdminInvite): Promise<AdminRow> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockAdministrators(tx, caller);
    if (rows.some((row) => row.email === invite.email)) throw conflict('admin-admins:errors.alreadyAdmin');
    const { id } = await appointAdmin(deps, tx, invite.email, invite.role, invite.lang);
    const [row] = await tx.select(adminColumns).from(user).where(eq(user.id, id));
    return shown(row!);
  });
}

/** PUT /admin/admins/{id}: ADMIN ⇄ SUPER_ADMIN. */
export async function changeAdminRole(deps: ShopDeps, caller: Caller, id: number, role: AdminRole): Promise<AdminRow> {
  return deps.db.transaction(async (tx) => {
    const rows = await lockAdministrators(tx, caller);
    const row = target(rows, id);
    if (row.role === role) return shown(row);
    if (role === 'ADMIN') keepOneSuperAdmin(rows, row);
    await tx.update(user).set({ role }).where(eq(user.id, id));
    return shown({ ...row, role });
  });
}

/**
 * DELETE /admin/admins/{id}: the administrator becomes a customer again (their account and orders
 * stay) and every session of theirs ends, so that an open back office stops working at once.
 * Nobody removes themselves: another SUPER_ADMIN does it.
 */
export async function removeAdmin(deps: ShopDeps, caller: Caller, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const rows = await lockAdministrators(tx, caller);
    const row = target(rows, id);
    if (row.id === caller.userId) throw conflict('admin-admins:errors.yourself');
    keepOneSuperAdmin(rows, row);
    await tx.update(user).set({ role: 'CUSTOMER' }).where(eq(user.id, id));
    await endSessions(tx, id);
  });
}
