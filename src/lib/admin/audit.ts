import { z } from 'zod';
import type { ApiClient } from '../api';

/** One change of the audit log, as GET /admin/audit answers it. */
export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string().describe('ISO instant'),
    actorEmail: z.string(),
    method: z.string(),
    route: z.string().describe("The API route as declared, e.g. '/api/admin/order/:id/status'"),
    target: z.record(z.string(), z.string()).describe("The route's path parameters"),
    summary: z.unknown().describe('What was sent, secrets hidden and long texts cut: free-form'),
    status: z.number().describe('The HTTP status answered'),
  })
  .meta({ id: 'AdminAuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z
  .object({ items: z.array(auditEntrySchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminAuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditApi = (api: ApiClient) => ({
  list: (page: number, nbItem = 50) => api.get<AuditPage>('/admin/audit', { page, nbItem }),
});

/** One value of what was sent, as the audit page shows it: where it sat, and what it was. */
export interface AuditLine {
  field: string;
  value: string;
}

const MAX_LINES = 40;

/**
 * What a change sent, as readable "field: value" lines: nested values by their path
 * (texts.fr_FR.title, fields[2].name), a list of plain values on one line, nothing left out but
 * past the first lines, which a last line counts.
 */
export function auditLines(summary: unknown): AuditLine[] {
  const lines: AuditLine[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
      lines.push({ field: path, value: value.length ? value.map(String).join(', ') : '—' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}[${index + 1}]`));
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 0) lines.push({ field: path, value: '—' });
      for (const [key, inner] of entries) walk(inner, path ? `${path}.${key}` : key);
    } else {
      lines.push({ field: path, value: value === null || value === undefined ? '—' : String(value) });
    }
  };
  if (summary === null || summary === undefined) return [];
  walk(summary, '');
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES), { field: '…', value: `+${lines.length - MAX_LINES}` }];
}
