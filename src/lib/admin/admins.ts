import { z } from 'zod';
import type { ApiClient } from '../api';

// The shop's administrators: an ADMIN runs the shop; a SUPER_ADMIN also appoints and removes them.

export const ADMIN_ROLES = ['ADMIN', 'SUPER_ADMIN'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const role = z.enum(ADMIN_ROLES, { error: 'admin-admins:errors.role' });

export const adminRowSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    role,
    hasPassword: z.boolean().describe('False until the invited administrator has chosen a password'),
    lastLoginAt: z.string().nullable().describe('ISO instant; null: never signed in'),
  })
  .meta({ id: 'AdminAdministrator' });
export type AdminRow = z.infer<typeof adminRowSchema>;

export const adminListSchema = z
  .object({
    items: z.array(adminRowSchema),
    you: z.object({ id: z.number(), role }).describe('The caller: the page offers the changes only to a SUPER_ADMIN, and not on their own row'),
  })
  .meta({ id: 'AdminAdministrators' });
export type AdminList = z.infer<typeof adminListSchema>;

export const adminInviteSchema = z
  .object({
    email: z
      .string({ error: 'admin-admins:errors.email' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'admin-admins:errors.email' })
      .pipe(z.email({ error: 'admin-admins:errors.email' })),
    role,
    lang: z.enum(['fr_FR', 'en_US'], { error: 'admin-admins:errors.lang' }).describe('The language of the invitation mail'),
  })
  .meta({ id: 'AdminInvite' });
export type AdminInvite = z.infer<typeof adminInviteSchema>;

export const adminRoleChangeSchema = z.object({ role }).meta({ id: 'AdminRoleChange' });

export const adminsApi = (api: ApiClient) => ({
  list: () => api.get<AdminList>('/admin/admins'),
  invite: (invite: AdminInvite) => api.post<AdminRow>('/admin/admins', invite),
  changeRole: (id: number, newRole: AdminRole) => api.put<AdminRow>(`/admin/admins/${id}`, { role: newRole }),
  remove: (id: number) => api.delete<null>(`/admin/admins/${id}`),
});
