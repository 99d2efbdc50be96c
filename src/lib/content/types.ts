// What the content API answers (news, blog, albums, element lists), as the pages read it.
import type { Lang } from '../locale';

export interface ContentImage {
  id: number;
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
  /** Where its redrawn widths live (src/lib/picture.ts); null for a picture hosted elsewhere. */
  variants?: string | null;
}

export type Slugs = Partial<Record<Lang, string>>;

export interface NewsItem {
  id: number;
  promoted: boolean;
  publishedAt: string;
  title: string;
  slug: string;
  slugs: Slugs;
  excerpt: string | null;
  metaDescription: string | null;
  content?: string;
  image: ContentImage | null;
}

export interface NewsList {
  news: NewsItem[];
  total: number;
}

export interface BlogFolder {
  id: number;
  idParent: number | null;
  name: string;
  slug: string;
  slugs?: Slugs;
  description: string | null;
  image: ContentImage | null;
  postCount: number;
}

export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  publishedAt: string;
  author: string | null;
  image: ContentImage | null;
  folder: { id: number; name: string; slug: string } | null;
}

export interface BlogPost extends BlogPostSummary {
  slugs: Slugs;
  content: string;
  metaDescription: string | null;
  updatedAt: string;
}

export interface BlogFolderContent {
  folder: (BlogFolder & { slugs: Slugs }) | null;
  folders: BlogFolder[];
  blogs: BlogPostSummary[];
  total: number;
}

export interface BlogCrumb {
  type: 'FOLDER' | 'POST';
  id: number;
  title: string;
  slug: string;
}

export interface AlbumSummary {
  id: number;
  title: string;
  slug: string;
  description: string | null;
  publishedAt: string;
  cover: ContentImage | null;
  count: { pictures: number; videos: number };
}

export type AlbumEntry =
  | { id: number; kind: 'image'; image: ContentImage; caption: string | null }
  | { id: number; kind: 'video'; url: string; caption: string | null }
  | { id: number; kind: 'hosted'; embedUrl: string; provider: 'YOUTUBE' | 'VIMEO' | null; caption: string | null };

export interface Album extends AlbumSummary {
  slugs: Slugs;
  media: AlbumEntry[];
}

/** An item of an element list; events use the period, place, price and seats. */
export interface ElementItem {
  id: number;
  title: string;
  slug: string;
  slugs: Slugs;
  subtitle: string | null;
  description: string | null;
  link: string | null;
  linkLabel: string | null;
  image: ContentImage | null;
  startsAt: string | null;
  endsAt: string | null;
  location: string | null;
  /** Euro cents, tax included. */
  price: number | null;
  capacity: number | null;
  seatsLeft: number | null;
}

export interface ElementList {
  items: ElementItem[];
  total: number;
}

/** A CMS page as GET /page/{id} gives it (SPEC section 2 lists its fields). */
export interface CmsPage {
  id: number;
  type: string | null;
  title: string;
  url: string | null;
  urls: Partial<Record<Lang, string | null>>;
  menuTitle: string;
  metaDescription: string | null;
  content: string;
  isEcommercePage: boolean;
  /** The owner's content brings its own heading band, and its own closing section. */
  isCustomHeader: boolean;
  isCustomFooter: boolean;
  /** The menu lies over the top of the page (its content starts with a picture band of its own). */
  useAbsoluteMenu: boolean;
}

/** A picture as the API presents it, with its text in the reader's language. */
export interface PresentedImage {
  id: number;
  url: string;
  alt: string;
  /** The intrinsic size, so that pages reserve the room and the slider opens at the right ratio. */
  width: number | null;
  height: number | null;
  /** Where its redrawn widths live (src/lib/picture.ts); null for a picture hosted elsewhere. */
  variants: string | null;
}

/** What visitors say of the estate (GET /google/reviews). */
export interface ReviewList {
  reviews: { id: number; author: string; rating: number; text: string | null; lang: string | null; publishedAt: string }[];
  total: number;
  averageRating: number | null;
  reviewUrl: string | null;
}
