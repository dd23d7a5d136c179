/**
 * The content API: blog posts (list, paging, search, one post), the store settings the
 * storefront reads (spec section 1), WooNuxt settings and the countries the shop sells to.
 */
import { formatFreeShippingMinimum } from '@ppe/shop-rules/shipping';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedPost } from '../seed/types.ts';
import { catalog, expectUserError, priceRange } from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store?.close();
});

const posts = catalog.posts;
const newestFirst = [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const postBySlug = (slug: string) => posts.find((p) => p.slug === slug) as SeedPost;

interface PostPage {
  posts: {
    nodes: { slug: string; title: string; date: string }[];
    edges: { cursor: string }[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}
const POSTS = `query Posts($first: Int, $last: Int, $after: String, $before: String, $where: RootQueryToPostConnectionWhereArgs) {
  posts(first: $first, last: $last, after: $after, before: $before, where: $where) {
    nodes { slug title date }
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const postPage = (variables: Record<string, unknown>) => store.data<PostPage>(POSTS, variables);

describe('posts', () => {
  it('serves 24 posts per page when first is not given, newest first', async () => {
    const { posts: page } = await postPage({});
    expect(page.nodes.map((n) => n.slug)).toEqual(newestFirst.slice(0, 24).map((p) => p.slug));
    expect(page.pageInfo.hasNextPage).toBe(posts.length > 24);
  });

  it('gives each post its WordPress date (site time, no zone)', async () => {
    const { posts: page } = await postPage({ first: 3 });
    for (const node of page.nodes) {
      expect(node.date).toBe(new Date(postBySlug(node.slug).date).toISOString().slice(0, 19));
      expect(node.title).toBe(postBySlug(node.slug).title);
    }
  });

  it('walks every post with first/after: no repeats, no gaps, hasNextPage false at the end', async () => {
    const slugs: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 100; i++) {
      const { posts: page }: PostPage = await postPage({ first: 2, after });
      slugs.push(...page.nodes.map((n) => n.slug));
      expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(slugs).toEqual(newestFirst.map((p) => p.slug));
  });

  it('walks backwards with last/before', async () => {
    const slugs: string[] = [];
    let before: string | null = null;
    for (let i = 0; i < 100; i++) {
      const { posts: page }: PostPage = await postPage({ last: 2, before });
      slugs.unshift(...page.nodes.map((n) => n.slug));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(slugs).toEqual(newestFirst.map((p) => p.slug));
  });

  it('pages backwards from a before cursor given without last, as products do', async () => {
    const { posts: page } = await postPage({ first: 4 });
    const { posts: before } = await postPage({ before: page.edges[2]?.cursor });
    expect(before.nodes.map((n) => n.slug)).toEqual(newestFirst.slice(0, 2).map((p) => p.slug));
  });

  it('continues after a cursor with the next posts', async () => {
    const { posts: first } = await postPage({ first: 2 });
    const { posts: second } = await postPage({ first: 2, after: first.pageInfo.endCursor });
    expect(second.nodes.map((n) => n.slug)).toEqual(newestFirst.slice(2, 4).map((p) => p.slug));
    expect(second.pageInfo.hasPreviousPage).toBe(true);
  });

  it('searches titles, content and excerpts, ignoring case', async () => {
    const word = (posts[0]?.title.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w)) ?? '').toUpperCase();
    expect(word).not.toBe('');
    const expected = newestFirst
      .filter((p) =>
        [p.title, p.content, p.excerpt].some((text) => text.toLowerCase().includes(word.toLowerCase())),
      )
      .map((p) => p.slug);
    const { posts: page } = await postPage({ first: 100, where: { search: word } });
    expect(page.nodes.map((n) => n.slug)).toEqual(expected);
    expect(expected.length).toBeLessThanOrEqual(posts.length);
  });

  it('finds nothing for a search without matches', async () => {
    const { posts: page } = await postPage({ where: { search: 'qqzzxx-nothing' } });
    expect(page.nodes).toEqual([]);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('matches % literally in a search', async () => {
    const expected = newestFirst
      .filter((p) => [p.title, p.content, p.excerpt].some((text) => text.includes('%')))
      .map((p) => p.slug);
    const { posts: page } = await postPage({ first: 100, where: { search: '%' } });
    expect(page.nodes.map((n) => n.slug)).toEqual(expected);
  });

  it('sorts by title when asked', async () => {
    const { posts: page } = await postPage({
      first: 100,
      where: { orderby: [{ field: 'TITLE', order: 'ASC' }] },
    });
    const titles = page.nodes.map((n) => n.title.toLowerCase());
    expect(titles).toEqual(
      posts.map((p) => p.title.toLowerCase()).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('refuses a sort field posts do not support, with a clear message', async () => {
    expectUserError(
      await store.graphql(POSTS, { where: { orderby: [{ field: 'AUTHOR', order: 'ASC' }] } }),
      /Posts cannot be sorted by "AUTHOR"/,
    );
  });

  it('refuses a negative first and a garbage cursor', async () => {
    expectUserError(await store.graphql(POSTS, { first: -1 }), /"first" must be zero or a positive number/);
    expectUserError(await store.graphql(POSTS, { first: 2, after: '%%%' }), /"after" cursor is not valid/);
  });

  it('refuses a search longer than 200 characters', async () => {
    expectUserError(await store.graphql(POSTS, { where: { search: 'x'.repeat(201) } }), /too long/);
  });
});

const POST = `query Post($id: ID!, $idType: PostIdType) {
  post(id: $id, idType: $idType) {
    databaseId slug title content excerpt uri
    author { node { name } }
    featuredImage { node { altText sourceUrl } }
    seo { title metaDesc canonical opengraphTitle opengraphImage { sourceUrl } schema { raw } }
  }
}`;
// biome-ignore lint/suspicious/noExplicitAny: compared field by field with the seed.
type Json = any;

describe('post', () => {
  const seed = newestFirst[0] as SeedPost;

  it('finds a post by slug with its content, featured image and SEO', async () => {
    const { post } = await store.data<{ post: Json }>(POST, { id: seed.slug, idType: 'SLUG' });
    expect(post.slug).toBe(seed.slug);
    expect(post.title).toBe(seed.title);
    expect(post.content).toBe(seed.content);
    expect(post.excerpt).toBe(seed.excerpt);
    expect(post.uri).toBe(`/blog/${seed.slug}/`);
    expect(post.author.node.name).toBe(seed.author);
    expect(post.featuredImage.node.altText).toBe(seed.image.alt);
    expect(post.featuredImage.node.sourceUrl).toMatch(/\/media\/\d+\/full\.webp$/);
    expect(post.seo.title).toContain(seed.title);
    expect(post.seo.opengraphTitle).toBe(seed.title);
    expect(post.seo.canonical).toMatch(new RegExp(`/blog/${seed.slug}/$`));
    expect(post.seo.metaDesc).toBe(seed.excerpt.replace(/<[^>]*>/g, '').trim());
    expect(post.seo.opengraphImage.sourceUrl).toBe(post.featuredImage.node.sourceUrl);
    expect(JSON.parse(post.seo.schema.raw).headline).toBe(seed.title);
  });

  it('finds the same post by DATABASE_ID and URI', async () => {
    const { post } = await store.data<{ post: Json }>(POST, { id: seed.slug, idType: 'SLUG' });
    const byId = await store.data<{ post: Json }>(POST, {
      id: String(post.databaseId),
      idType: 'DATABASE_ID',
    });
    const byUri = await store.data<{ post: Json }>(POST, { id: `/blog/${seed.slug}/`, idType: 'URI' });
    expect(byId.post.slug).toBe(seed.slug);
    expect(byUri.post.slug).toBe(seed.slug);
  });

  it('answers null for an unknown slug', async () => {
    const result = await store.graphql<{ post: Json }>(POST, { id: 'no-such-post', idType: 'SLUG' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.post).toBeNull();
  });

  it('refuses a DATABASE_ID that is not a number', async () => {
    expectUserError(await store.graphql(POST, { id: 'latest', idType: 'DATABASE_ID' }), /not a database id/);
  });
});

describe('settings', () => {
  it('bannerSettings: enabled, dismissible info banner with the default link text', async () => {
    const { bannerSettings } = await store.data<{ bannerSettings: Json }>(
      '{ bannerSettings { bannerEnabled bannerText bannerType bannerDismissible bannerLinkUrl bannerLinkText } }',
    );
    expect(bannerSettings).toMatchObject({
      bannerEnabled: true,
      bannerType: 'INFO',
      bannerDismissible: true,
      bannerLinkText: 'Learn More',
    });
    expect(bannerSettings.bannerText).toContain(formatFreeShippingMinimum('en-US'));
  });

  it('generalSettings and allSettings agree on the site name, description and URL', async () => {
    const data = await store.data<{ generalSettings: Json; allSettings: Json }>(
      '{ generalSettings { title description url } allSettings { generalSettingsTitle generalSettingsDescription generalSettingsUrl } }',
    );
    expect(data.generalSettings.title).not.toBe('');
    expect(data.generalSettings.url).toMatch(/^https?:\/\//);
    expect(data.allSettings).toEqual({
      generalSettingsTitle: data.generalSettings.title,
      generalSettingsDescription: data.generalSettings.description,
      generalSettingsUrl: data.generalSettings.url,
    });
  });

  it('woonuxtSettings: US dollars, a price ceiling at the dearest product, the filter attributes', async () => {
    const { woonuxtSettings } = await store.data<{ woonuxtSettings: Json }>(`{ woonuxtSettings {
      currencyCode currencySymbol maxPrice productsPerPage frontEndUrl domain
      global_attributes { slug label showCount openByDefault hideEmpty }
    } }`);
    expect(woonuxtSettings.currencyCode).toBe('USD');
    expect(woonuxtSettings.currencySymbol).toBe('$');
    expect(woonuxtSettings.productsPerPage).toBe(24);
    const dearest = Math.max(...catalog.products.map((p) => priceRange(p).max)) / 100;
    expect(woonuxtSettings.maxPrice).toBeGreaterThanOrEqual(dearest);
    expect(woonuxtSettings.maxPrice).toBeLessThan(dearest + 1);
    const labels = new Map<string, string>(catalog.attributes.map((a) => [a.slug, a.label]));
    expect(woonuxtSettings.global_attributes.length).toBeGreaterThan(0);
    for (const attribute of woonuxtSettings.global_attributes) {
      expect(labels.get(attribute.slug), attribute.slug).toBe(attribute.label);
    }
    const slugs = woonuxtSettings.global_attributes.map((a: Json) => a.slug);
    expect(slugs).toContain('pa_filterclass');
    expect(slugs).toContain('pa_size');
  });

  it('woonuxtSettings: card payments are off without Stripe keys', async () => {
    const { woonuxtSettings } = await store.data<{ woonuxtSettings: Json }>(
      '{ woonuxtSettings { stripeSettings { enabled active_publishable_key } } }',
    );
    expect(woonuxtSettings.stripeSettings).toEqual({ enabled: 'no', active_publishable_key: null });
  });
});

const STATES_50_AND_DC = (
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR ' +
  'PA RI SC SD TN TX UT VT VA WA WV WI WY'
).split(' ');

describe('countries', () => {
  it('allowedCountries includes the USA', async () => {
    const { allowedCountries } = await store.data<{ allowedCountries: string[] }>('{ allowedCountries }');
    expect(allowedCountries).toContain('US');
    expect(new Set(allowedCountries).size).toBe(allowedCountries.length);
  });

  it('countryStates(US) lists the 50 states and DC with their names', async () => {
    const { countryStates } = await store.data<{ countryStates: { code: string; name: string }[] }>(
      '{ countryStates(country: US) { code name } }',
    );
    expect(STATES_50_AND_DC).toHaveLength(51);
    const codes = countryStates.map((s) => s.code);
    for (const code of STATES_50_AND_DC) expect(codes, code).toContain(code);
    expect(countryStates).toContainEqual({ code: 'CA', name: 'California' });
    expect(countryStates).toContainEqual({ code: 'NY', name: 'New York' });
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('countryStates of a country without states is an empty list', async () => {
    const { countryStates } = await store.data<{ countryStates: unknown[] }>(
      '{ countryStates(country: GB) { code } }',
    );
    expect(countryStates).toEqual([]);
  });

  it('countryStates refuses a country code that does not exist', async () => {
    const result = await store.graphql('{ countryStates(country: XX) { code } }');
    expect(result.errors?.[0]?.message).toMatch(/XX/);
    expect(result.data ?? null).toBeNull();
  });
});
