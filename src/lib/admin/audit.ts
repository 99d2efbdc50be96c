import { z } from 'zod';
import type { ApiClient } from '../api';

/** One change of the audit log, as GET /admin/audit answers it. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  method: z.string(),
  route: z.string().describe("The API route as declared, e.g. '/api/admin/order/:id/status'"),
  target: z.record(z.string(), z.string()),
  summary: z.unknown(),
  status: z.number(),
});

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminAuditPage' });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditApi = (api: ApiClient) => ({
  list: (page: number, nbItem = 50) => api.get<AuditPage>('/admin/audit', { page, nbItem }),
});
