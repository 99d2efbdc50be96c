// The shapes the wine tourism and contact pages read from the API.

export interface ServiceView {
  id: number;
  title: string;
  slug: string;
  slugs: Partial<Record<'fr_FR' | 'en_US', string>>;
  shortDescription: string | null;
  metaDescription: string | null;
  description?: string;
  tags: string[];
  membersOnly: boolean;
  price: number | null;
  durationMinutes: number | null;
  capacity: number | null;
  calendarId: number | null;
  image: { id: number; url: string; alt: string } | null;
}

export interface ReviewList {
  reviews: { id: number; author: string; rating: number; text: string | null; lang: string | null; publishedAt: string }[];
  total: number;
  averageRating: number | null;
  reviewUrl: string | null;
}

export interface FormView {
  id: number;
  name: string;
  description: string | null;
  submitLabel: string | null;
  successMessage: string | null;
  fields: {
    id: number;
    name: string;
    type: 'TEXT' | 'TEXTAREA' | 'EMAIL' | 'PHONE' | 'NUMBER' | 'DATE' | 'SELECT' | 'RADIO' | 'CHECKBOX' | 'FILE';
    required: boolean;
    label: string;
    placeholder: string | null;
    helpText: string | null;
    options: { key: string; label: string }[];
    rules: { minLength?: number; maxLength?: number; min?: number; max?: number; acceptedMimes?: string[]; maxBytes?: number };
  }[];
}

/** An address of the estate (GET /company/address). */
export interface CompanyAddress {
  name: string;
  type: { value: string }[];
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  country: { name: string };
  phone: string | null;
  email: string | null;
  lat: number | null;
  lng: number | null;
}
