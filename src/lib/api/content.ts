import type { ApiClient, ListQuery } from '../api';
import type { BlogCrumb, BlogFolderContent, BlogFolderList, BlogPost } from '../contracts/blog';
import type {
  ActivePopup,
  Album,
  AlbumList,
  CmsPage,
  ElementItem,
  ElementList,
  EventRegistration,
  EventRegistrationDone,
  NewsArticle,
  NewsList,
  Popup,
  ReviewList,
} from '../contracts/content';

// The content calls: CMS pages, news, element
// lists (events, footer logos and links), the blog, albums, popups and reviews. Shapes: the
// content and blog contracts (src/lib/contracts/content.ts and blog.ts).

export const pagesApi = (api: ApiClient) => ({
  home: () => api.get<CmsPage>('/page/home'),
  /** The CMS page at a url ('contact', 'blog'); 404 when the owner has none. */
  atUrl: (url: string) => api.get<CmsPage>(`/page/url/${encodeURIComponent(url)}`),
});

export const newsApi = (api: ApiClient) => ({
  list: (query: ListQuery) => api.get<NewsList>('/news', query),
  read: (id: number) => api.get<NewsArticle>(`/news/${id}`),
});

export const elementsApi = (api: ApiClient) => ({
  /** An element list (`route`: 'evenements', 'logo-footer'…) with the list query. */
  list: (route: string, query: ListQuery) => api.get<ElementList>(`/element/${route}`, query),
  /** The footer's logos or links, all of them. */
  footer: (route: 'logo-footer' | 'link-footer') => api.get<ElementList>(`/element/${route}`, { page: 1, nbItem: 100 }),
  read: (route: string, id: number) => api.get<ElementItem>(`/element/${route}/${id}`),
  register: (route: string, id: number | string, registration: EventRegistration) => api.post<EventRegistrationDone>(`/element/${route}/${id}/register`, registration),
});

export const blogApi = (api: ApiClient) => ({
  /** A page of a folder's content (the blog's root without `folderId`): its folders and posts. */
  folder: (folderId: number | null, query: ListQuery) => api.get<BlogFolderContent>(folderId === null ? '/blog/folder' : `/blog/folder/${folderId}`, query),
  /** The folders in a folder (at the top of the blog without `folderId`). */
  folders: (folderId: number | null) => api.get<BlogFolderList>(folderId === null ? '/blog/folder/list' : `/blog/folder/list/${folderId}`),
  folderCrumbs: (folderId: number) => api.get<BlogCrumb[]>(`/blog/folder/ariane/${folderId}`),
  post: (id: number) => api.get<BlogPost>(`/blog/${id}`),
  postCrumbs: (id: number) => api.get<BlogCrumb[]>(`/blog/ariane/${id}`),
});

export const albumsApi = (api: ApiClient) => ({
  list: (query: ListQuery) => api.get<AlbumList>('/album', query),
  read: (id: number) => api.get<Album>(`/album/${id}`),
});

export const popupsApi = (api: ApiClient) => ({
  active: () => api.get<ActivePopup[]>('/popup', { active: 1 }),
  read: (id: number) => api.get<Popup>(`/popup/${id}`),
});

export const reviewsApi = (api: ApiClient) => ({
  list: (query: { nbItem: number; minRating?: number }) => api.get<ReviewList>('/google/reviews', query),
});
