// The back office's sections, in the order of its menu. Paths are the same words in both
// languages (the English pages live under /en_US, as everywhere else).

export const ADMIN_SECTIONS = [
  { id: 'dashboard', path: '/admin' },
  { id: 'orders', path: '/admin/orders' },
  { id: 'returns', path: '/admin/returns' },
  { id: 'reports', path: '/admin/reports' },
  { id: 'books', path: '/admin/books' },
  { id: 'catalogue', path: '/admin/catalogue' },
  { id: 'content', path: '/admin/content' },
  { id: 'codes', path: '/admin/codes' },
  { id: 'club', path: '/admin/club' },
  { id: 'customers', path: '/admin/customers' },
  { id: 'parameters', path: '/admin/parameters' },
  { id: 'admins', path: '/admin/admins' },
  { id: 'audit', path: '/admin/audit' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];
