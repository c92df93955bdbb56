import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { blogPost, type BlogPost } from 'shared-contract';
import { blogComments } from './comments';
import { blogPosts } from './posts';

/** The shell copies shell/public to the site root, so /images/blog/x.svg is served from there. */
const siteRoot = fileURLToPath(new URL('../../../../../shell/public', import.meta.url));

const posts: BlogPost[] = blogPosts.map((row) =>
  blogPost.parse({
    id: row.post_id,
    link: row.link,
    title: row.title,
    date: row.date,
    landscapeImg: row.landscape_img,
    squareImg: row.square_img,
    tags: JSON.parse(row.tags),
    excerpt: row.excerpt,
    content: JSON.parse(row.content),
  }),
);

const imagePaths = (post: BlogPost) => [
  post.landscapeImg,
  post.squareImg,
  ...post.content.flatMap((entry) =>
    entry.type === 'image' || entry.type === 'imageLink' ? [entry.src] : [],
  ),
];

const pageSize = 6;

describe('seeded blog', () => {
  it('writes posts that match the contract and together use every content-block type and heading detail', () => {
    const used = new Set(posts.flatMap((post) => post.content.map((entry) => entry.type)));
    assert.deepEqual([...used].sort(), [
      'blockquote',
      'code',
      'heading',
      'image',
      'imageLink',
      'ol',
      'paragraph',
      'ul',
    ]);
    const parts = new Set(
      posts.flatMap((post) =>
        post.content.flatMap((entry) =>
          entry.type === 'paragraph' ? entry.parts.map((part) => part.type) : [],
        ),
      ),
    );
    assert.deepEqual([...parts].sort(), ['bold', 'link', 'text']);
    for (const post of posts) {
      for (const entry of post.content)
        if (entry.type === 'blockquote')
          assert.ok(entry.cite.trim(), `${post.link}: a quote names its source`);
    }
  });

  it('has more than two pages of six, with unique ids and links, listed newest first', () => {
    assert.ok(posts.length > 2 * pageSize, `${posts.length} posts`);
    assert.equal(new Set(posts.map((post) => post.id)).size, posts.length);
    assert.equal(new Set(posts.map((post) => post.link)).size, posts.length);
    const dates = posts.map((post) => post.date);
    assert.deepEqual(dates, [...dates].sort().reverse());
    for (const post of posts) {
      assert.match(post.date, /^\d{4}-\d{2}-\d{2}$/);
      assert.equal(
        new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10),
        post.date,
        `${post.link}: a real date`,
      );
      assert.match(post.link, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('gives the first page a tag that not every post on it carries, so the tag filter narrows the list', () => {
    const firstPage = posts.slice(0, pageSize);
    const narrowing = firstPage
      .flatMap((post) => post.tags)
      .filter((tag) => firstPage.some((post) => !post.tags.includes(tag)));
    assert.ok(narrowing.length > 0);
  });

  it('writes real articles: several blocks, a heading, code, and no placeholder text', () => {
    for (const post of posts.filter((entry) => Number(entry.id) > 1004)) {
      assert.ok(post.content.length >= 8, `${post.link}: ${post.content.length} blocks`);
      assert.ok(
        post.content.some((entry) => entry.type === 'heading'),
        post.link,
      );
      assert.ok(
        post.content.some((entry) => entry.type === 'code'),
        post.link,
      );
      assert.ok(post.tags.length >= 2, post.link);
    }
    for (const row of blogPosts)
      assert.doesNotMatch(
        `${row.title} ${row.excerpt} ${row.content}`,
        /lorem|ipsum|placeholder|todo/i,
        row.link,
      );
  });

  it('links only to site paths or https pages, and between posts only to posts that exist', () => {
    const links = new Set(posts.map((post) => `/blog/${post.link}`));
    for (const post of posts) {
      const hrefs = post.content.flatMap((entry) => {
        if (entry.type === 'imageLink') return [entry.link];
        if (entry.type === 'paragraph')
          return entry.parts.flatMap((part) => (part.type === 'link' ? [part.href] : []));
        return [];
      });
      for (const href of hrefs) {
        assert.match(href, /^(https:\/\/|\/[a-z])/, `${post.link}: ${href}`);
        if (href.startsWith('/blog/')) assert.ok(links.has(href), `${post.link}: ${href}`);
      }
    }
  });

  it('attaches comments to seeded posts, dated after their post, with unique ids', () => {
    const dateOf = new Map(posts.map((post) => [post.id, post.date]));
    assert.equal(new Set(blogComments.map((entry) => entry.comment_id)).size, blogComments.length);
    for (const entry of blogComments) {
      const posted = dateOf.get(entry.post_id);
      assert.ok(posted, `${entry.comment_id} belongs to post ${entry.post_id}`);
      assert.ok(entry.created_at > posted, `${entry.comment_id} is written after its post`);
      assert.ok(
        entry.name.length <= 50 && entry.message.length <= 500,
        `${entry.comment_id} keeps the comment limits`,
      );
    }
  });

  it('finds every image the posts refer to as an accessible SVG under shell/public', () => {
    const paths = new Set(posts.flatMap(imagePaths));
    for (const path of paths) {
      assert.match(path, /^\/images\/blog\/[a-z0-9-]+\.svg$/);
      const file = `${siteRoot}${path}`;
      assert.ok(existsSync(file), `${path} is missing from shell/public`);
      const svg = readFileSync(file, 'utf8');
      assert.match(
        svg,
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d .]+"/,
        `${path}: an SVG with a viewBox`,
      );
      assert.match(svg, /role="img" aria-labelledby="[\w-]+"/, `${path}: an image role with a label`);
      assert.match(svg, /<title id="[\w-]+">[^<]{10,}<\/title>/, `${path}: a title that describes it`);
      assert.match(svg.trimEnd(), /<\/svg>$/, `${path}: complete`);
      assert.doesNotMatch(
        svg,
        /<script|\bon\w+=|javascript:|href="http/i,
        `${path}: nothing active or external`,
      );
    }
  });
});
