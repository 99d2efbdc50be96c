// The shapes the wine tourism and contact pages read from the API (forms: src/lib/forms.ts;
// services: src/lib/content/types.ts).

export interface ReviewList {
  reviews: { id: number; author: string; rating: number; text: string | null; lang: string | null; publishedAt: string }[];
  total: number;
  averageRating: number | null;
  reviewUrl: string | null;
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
