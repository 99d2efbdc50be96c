import { z } from 'zod';

// The list conventions every list call shares (docs/architecture.md#the-api): page, size and order, and
// per-field filters written with the operators of src/lib/api.ts (`lk:`, `gte:`…). Each list
// names the fields it filters on in its own summary; the server checks them (list-query service),
// so the object stays open to them. The client's side: ListQuery in src/lib/api.ts.

export const listQuerySchema = z.looseObject({
  nbItem: z.string().optional().describe('Items per page (default 10, at most 100)'),
  page: z.string().optional().describe('Page number, from 1'),
  orderBy: z.string().optional().describe('field, -field or field:desc'),
});
