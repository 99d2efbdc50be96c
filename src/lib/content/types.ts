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

