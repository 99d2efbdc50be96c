import type { ArticleText, StoredArticleText } from '~/lib/admin/content/common';
import { slugify } from '~/lib/content/slug';
import type { Lang } from '~/lib/locale';
import { cleanOwnerHtml } from '../../owner-html';

// What articles (news items, blog posts) share: their texts per language, stored with a slug made
// from the title and the owner's HTML kept to the editor's tags.

export interface ArticleTexts {
  fr_FR: ArticleText;
  en_US?: ArticleText | null;
}

interface StoredText {
  lang: string;
  title: string;
  excerpt: string | null;
  content: string | null;
  metaDescription: string | null;
}

/** The rows of an article's texts, one per language written. */
export function articleTextRows(id: number, texts: ArticleTexts) {
  return (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    if (!text) return [];
    return [{ lang, title: text.title, slug: slugify(text.title) || String(id), excerpt: text.excerpt ?? null, content: cleanOwnerHtml(text.content), metaDescription: text.metaDescription ?? null }];
  });
}

export function articleTextOf(rows: readonly StoredText[], lang: Lang): StoredArticleText | null {
  const text = rows.find((tr) => tr.lang === lang);
  return text ? { title: text.title, excerpt: text.excerpt, content: text.content ?? '', metaDescription: text.metaDescription } : null;
}

export const noArticleText: StoredArticleText = { title: '', excerpt: null, content: '', metaDescription: null };
