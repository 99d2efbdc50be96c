// The shapes the wine tourism and contact pages read from the API (forms: src/lib/forms.ts;
// services and reviews: src/lib/content/types.ts; the estate's addresses: its contract).
export type { ReviewList } from '~/lib/content/types';
export type { CompanyAddress } from '~/lib/contracts/addresses';
