// What the content API answers (news, blog, albums, element lists), as the pages read it: the
// types of the content and blog contracts (src/lib/contracts/content.ts and blog.ts), named here
// for the pages and components.
import type { Slugs } from '../contracts/content';
import type { PresentedImage } from '../contracts/image';

export type { PresentedImage, Slugs };
export type {
  ActivePopup,
  Album,
  AlbumEntry,
  AlbumSummary,
  CmsPage,
  ElementItem,
  ElementList,
  NewsArticle,
  NewsItem,
  NewsList,
  Popup,
  ReviewList,
} from '../contracts/content';
export type { BlogCrumb, BlogFolder, BlogFolderContent, BlogPost, BlogPostSummary } from '../contracts/blog';

/** A wine tourism service as GET /service answers it (its description only when read alone). */
export interface ServiceView {
  id: number;
  title: string;
  slug: string;
  /** The slug in every language, for the page's address in the other language. */
  slugs: Slugs;
  shortDescription: string | null;
  metaDescription: string | null;
  description?: string;
  tags: string[];
  membersOnly: boolean;
  /** Cents. */
  price: number | null;
  durationMinutes: number | null;
  capacity: number | null;
  calendarId: number | null;
  image: PresentedImage | null;
}
