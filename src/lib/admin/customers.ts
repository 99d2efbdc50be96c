import { z } from 'zod';
import { listQueryString, type ApiClient } from '../api';
import { savedAddressSchema } from '../contracts/addresses';
import { orderSummarySchema } from '../contracts/order';

// The customers of the back office: the list and its search, one customer with their orders,
// addresses and subscriptions, the export and erasure of their data (GDPR), and the newsletter's
// subscribers as a spreadsheet.

/** What the owner types in the search box: a part of a name, an e-mail or a phone number. */
export const customerSearchSchema = z
  .string()
  .trim()
  .max(100, { error: 'admin-customers:errors.searchTooLong' });

export const customerRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  phone: z.string().nullable(),
  registeredAt: z.string(),
  ordersCount: z.number().describe('Orders paid'),
  totalSpent: z.number().describe('Cents, the total of the orders paid'),
  newsletter: z.boolean().describe('Receives at least one newsletter list'),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerPageSchema = z
  .object({ items: z.array(customerRowSchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminCustomerPage' });
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const customerDetailSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    phone: z.string().nullable(),
    birthdate: z.string().nullable(),
    lang: z.string(),
    role: z.enum(['CUSTOMER', 'ADMIN', 'SUPER_ADMIN']),
    registeredAt: z.string(),
    emailConfirmedAt: z.string().nullable(),
    lastLoginAt: z.string().nullable(),
    orders: z.array(orderSummarySchema.omit({ deliveryType: true })),
    addresses: z.array(savedAddressSchema.omit({ idCountry: true, isDefaultDelivery: true, isDefaultBilling: true })),
    subscriptions: z.array(
      z.object({ listId: z.number(), list: z.string(), subscribed: z.boolean(), confirmedAt: z.string().nullable(), unsubscribedAt: z.string().nullable() }),
    ),
  })
  .meta({ id: 'AdminCustomer' });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Everything the shop holds about one person, as a machine-readable file (GDPR, article 20). */
export const customerExportSchema = z
  .object({
    exportedAt: z.string(),
    account: z.record(z.string(), z.unknown()),
    records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).describe('Rows of each table that names the person'),
  })
  .meta({ id: 'AdminCustomerExport' });
export type CustomerExport = z.infer<typeof customerExportSchema>;

export const newsletterListRowSchema = z.object({ id: z.number(), name: z.string(), isActive: z.boolean(), subscribers: z.number() });
export const newsletterListsSchema = z.array(newsletterListRowSchema).meta({ id: 'AdminNewsletterLists' });
export type NewsletterListRow = z.infer<typeof newsletterListRowSchema>;

export const SUBSCRIBERS_CSV_PATH = '/admin/newsletter/subscribers.csv';

export const customersApi = (api: ApiClient) => ({
  list: (query: { search?: string; page?: number; nbItem?: number }) => api.get<CustomerPage>('/admin/customers', query),
  read: (id: number) => api.get<CustomerDetail>(`/admin/customers/${id}`),
  /** A POST, so that the audit log records who took a copy of the person's data. */
  exportData: (id: number) => api.post<CustomerExport>(`/admin/customers/${id}/export`),
  erase: (id: number) => api.delete<null>(`/admin/customers/${id}`),
  newsletterLists: () => api.get<NewsletterListRow[]>('/admin/newsletter/lists'),
});

/** The address of the subscribers' spreadsheet, all lists or one (`base` is the API's, '/api' in the browser). */
export const subscribersCsvUrl = (listId?: number, base = '/api') => `${base}${SUBSCRIBERS_CSV_PATH}${listQueryString({ listId })}`;
