import { localizedPath, type Lang } from '~/lib/locale';

// Where the back office's content pages live (the same words in both languages).

export const CONTENT_PATH = '/admin/content';

export const contentPaths = (lang: Lang) => ({
  home: localizedPath(lang, CONTENT_PATH),
  news: localizedPath(lang, `${CONTENT_PATH}/news`),
  newsItem: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/news/${id}`),
  events: localizedPath(lang, `${CONTENT_PATH}/events`),
  event: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/events/${id}`),
  forms: localizedPath(lang, `${CONTENT_PATH}/forms`),
  formAnswers: (id: number) => localizedPath(lang, `${CONTENT_PATH}/forms/${id}`),
  formEditor: (id: number | 'new') => localizedPath(lang, id === 'new' ? `${CONTENT_PATH}/forms/new` : `${CONTENT_PATH}/forms/${id}/edit`),
  popups: localizedPath(lang, `${CONTENT_PATH}/popups`),
  popup: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/popups/${id}`),
  blog: localizedPath(lang, `${CONTENT_PATH}/blog`),
  blogPost: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/blog/posts/${id}`),
  blogFolder: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/blog/folders/${id}`),
  albums: localizedPath(lang, `${CONTENT_PATH}/albums`),
  album: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/albums/${id}`),
  services: localizedPath(lang, `${CONTENT_PATH}/tourism`),
  service: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/tourism/${id}`),
  pages: localizedPath(lang, `${CONTENT_PATH}/pages`),
  page: (id: number | 'new') => localizedPath(lang, `${CONTENT_PATH}/pages/${id}`),
});
