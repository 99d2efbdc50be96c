import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import {
  album,
  albumMedia,
  albumMediaTranslation,
  albumTranslation,
  blogFolder,
  blogFolderTranslation,
  blogPost,
  blogPostTranslation,
  news as newsTable,
  newsTranslation,
} from '../db/schema';
import type { DemoDate } from './calendar';
import { albums, blogFolders, news, type ScenePicture } from './data';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import { perLang } from './rows';

const storeScene = (db: Database, picture: ScenePicture, filename: string) =>
  storeSvg(db, scenePicture(picture.scene), filename, picture.alt);

async function seedNews(db: Database, date: DemoDate) {
  for (const item of news) {
    const picture = await storeScene(db, item.picture, `news-${item.key}`);
    const [row] = await db
      .insert(newsTable)
      .values({ promoted: item.isPromoted, publishedAt: date(item.publishedAt), mediaId: picture.id })
      .returning({ id: newsTable.id });
    await db
      .insert(newsTranslation)
      .values(perLang({ title: item.title, slug: item.slug, excerpt: item.summary, content: item.content, metaDescription: item.summary }, { newsId: row.id }));
  }
}

async function seedBlog(db: Database, date: DemoDate) {
  for (const folder of blogFolders) {
    const cover = await storeScene(db, folder.picture, `blog-${folder.key}`);
    const [folderRow] = await db.insert(blogFolder).values({ position: folder.order, mediaId: cover.id }).returning({ id: blogFolder.id });
    await db
      .insert(blogFolderTranslation)
      .values(perLang({ name: folder.title, slug: folder.slug, description: folder.description }, { folderId: folderRow.id }));
    for (const post of folder.posts) {
      const picture = await storeScene(db, post.picture, `blog-${post.key}`);
      const [postRow] = await db
        .insert(blogPost)
        .values({ folderId: folderRow.id, publishedAt: date(post.publishedAt), mediaId: picture.id, authorName: post.author })
        .returning({ id: blogPost.id });
      await db
        .insert(blogPostTranslation)
        .values(perLang({ title: post.title, slug: post.slug, excerpt: post.summary, content: post.content, metaDescription: post.summary }, { postId: postRow.id }));
    }
  }
}

async function seedAlbums(db: Database, date: DemoDate) {
  for (const [position, entry] of albums.entries()) {
    const [row] = await db.insert(album).values({ position, publishedAt: date(entry.publishedAt) }).returning({ id: album.id });
    await db.insert(albumTranslation).values(perLang({ title: entry.title, slug: entry.slug, description: entry.description }, { albumId: row.id }));
    let coverMediaId: number | null = null;
    for (const [index, item] of entry.entries.entries()) {
      // A hosted video is played from its address; only pictures are stored here.
      const mediaId = item.kind === 'image' ? (await storeScene(db, item.picture, `album-${entry.key}-${index + 1}`)).id : null;
      coverMediaId ??= mediaId;
      const [mediaRow] = await db
        .insert(albumMedia)
        .values({ albumId: row.id, position: index, mediaId, videoUrl: item.kind === 'video' ? item.url : null })
        .returning({ id: albumMedia.id });
      await db.insert(albumMediaTranslation).values(perLang({ caption: item.caption }, { albumMediaId: mediaRow.id }));
    }
    await db.update(album).set({ coverMediaId }).where(eq(album.id, row.id));
  }
}

/** What the estate publishes: news, the blog and the photo albums. */
export async function seedEditorial(db: Database, date: DemoDate) {
  await seedNews(db, date);
  await seedBlog(db, date);
  await seedAlbums(db, date);
}
