import { recountTerms } from '../catalog/term-counts.ts';
import type { Db } from '../db/client.ts';
import {
  attributeTaxonomies,
  posts,
  productAttributes,
  products,
  productTerms,
  productVariations,
  reviews,
  terms,
} from '../db/schema.ts';
import { centsFromDecimal } from '../lib/money.ts';
import { insertBatched, reserveObjectIds } from './batches.ts';
import { seedMedia } from './seed-media.ts';
import type { SeedCatalog, SeedProduct } from './types.ts';

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** What the shop's search matches: name, descriptions and product tag slugs (spec section 5). */
export const searchTextOf = (product: SeedProduct) =>
  [product.name, stripTags(product.description), stripTags(product.shortDescription), ...product.tags]
    .join(' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** A sale price counts only when it is below the regular price. */
function activePrice(regular: number, sale: number | undefined) {
  const regularCents = centsFromDecimal(regular);
  const saleCents = sale !== undefined ? centsFromDecimal(sale) : null;
  const onSale = saleCents !== null && saleCents < regularCents;
  return {
    regularCents,
    saleCents: onSale ? saleCents : null,
    price: onSale ? saleCents : regularCents,
    onSale,
  };
}

export interface SeedSummary {
  products: number;
  variations: number;
  categories: number;
  posts: number;
  reviews: number;
}

export async function seedCatalog(db: Db, catalog: SeedCatalog): Promise<SeedSummary> {
  const mediaId = await seedMedia(db, catalog);

  // --- taxonomies and terms ---
  await db.insert(attributeTaxonomies).values(
    catalog.attributes.map((attribute, position) => ({
      slug: attribute.slug,
      label: attribute.label,
      position,
    })),
  );
  const termRows = [
    ...catalog.attributes.flatMap((attribute) =>
      attribute.terms.map((term, menuOrder) => ({
        taxonomy: attribute.slug,
        name: term.name,
        slug: term.slug,
        menuOrder,
      })),
    ),
    ...catalog.tags.map((tag) => ({ taxonomy: 'product_tag', name: tag.name, slug: tag.slug })),
  ];
  const insertedTerms: { id: number; taxonomy: string; slug: string }[] = [];
  await insertBatched(termRows, async (batch) => {
    insertedTerms.push(
      ...(await db
        .insert(terms)
        .values(batch)
        .returning({ id: terms.id, taxonomy: terms.taxonomy, slug: terms.slug })),
    );
  });
  const categoryIds = new Map(catalog.categories.map((category) => [category.slug, category.id]));
  await db.insert(terms).values(
    catalog.categories.map((category) => ({
      id: category.id,
      taxonomy: 'product_cat',
      name: category.name,
      slug: category.slug,
      description: category.description,
      parentId: category.parentSlug ? (categoryIds.get(category.parentSlug) ?? null) : null,
      menuOrder: category.menuOrder ?? 0,
      imageId: mediaId(category.image),
    })),
  );
  const termId = new Map<string, number>([
    ...insertedTerms.map((term) => [`${term.taxonomy}:${term.slug}`, term.id] as const),
    ...catalog.categories.map((category) => [`product_cat:${category.slug}`, category.id] as const),
  ]);
  const requireTerm = (taxonomy: string, slug: string, owner: string) => {
    const id = termId.get(`${taxonomy}:${slug}`);
    if (id === undefined) throw new Error(`${owner} names unknown ${taxonomy} term "${slug}"`);
    return id;
  };

  // --- products ---
  const variationCount = catalog.products.reduce((sum, p) => sum + (p.variations?.length ?? 0), 0);
  const productIds = await reserveObjectIds(db, catalog.products.length);
  const variationIds = await reserveObjectIds(db, variationCount);
  let nextVariation = 0;

  const productRows: (typeof products.$inferInsert)[] = [];
  const termLinks: (typeof productTerms.$inferInsert)[] = [];
  const attributeRows: (typeof productAttributes.$inferInsert)[] = [];
  const variationRows: (typeof productVariations.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];

  catalog.products.forEach((product, index) => {
    const id = productIds[index] as number;
    const published = new Date(product.date);
    const variations = (product.variations ?? []).map((variation, menuOrder) => {
      const prices = activePrice(variation.regularPrice, variation.salePrice);
      const row = {
        id: variationIds[nextVariation++] as number,
        parentId: id,
        sku: variation.sku,
        menuOrder,
        attributes: variation.attributes,
        regularPrice: prices.regularCents,
        salePrice: prices.saleCents,
        price: prices.price,
        onSale: prices.onSale,
        stockStatus: variation.stockStatus,
        stockQuantity: variation.stockQuantity ?? null,
        manageStock: variation.stockQuantity !== undefined,
        imageId: mediaId(variation.image),
        weight: variation.weight ?? null,
        quantityTiers: variation.quantityTiers ?? null,
        publishedAt: published,
        modifiedAt: published,
      };
      variationRows.push(row);
      return row;
    });

    const own = activePrice(product.regularPrice, product.salePrice);
    const isVariable = product.type === 'variable' && variations.length > 0;
    const variationPrices = variations.map((v) => v.price);
    const minPrice = isVariable ? Math.min(...variationPrices) : own.price;
    const maxPrice = isVariable ? Math.max(...variationPrices) : own.price;
    // A variable product is in stock when any variation can be bought (WooCommerce's sync).
    const stockStatus = isVariable
      ? variations.some((v) => v.stockStatus === 'instock')
        ? 'instock'
        : variations.some((v) => v.stockStatus === 'onbackorder')
          ? 'onbackorder'
          : 'outofstock'
      : product.stockStatus;
    const ratings = (product.reviews ?? []).map((review) => review.rating);
    // Stored to two decimals, as WooCommerce stores _wc_average_rating.
    const averageRating =
      ratings.length > 0 ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;

    const row: typeof products.$inferInsert = {
      id,
      type: product.type,
      slug: product.slug,
      name: product.name,
      featured: product.featured ?? false,
      sku: product.sku,
      description: product.description,
      shortDescription: product.shortDescription,
      regularPrice: isVariable ? null : own.regularCents,
      salePrice: isVariable ? null : own.saleCents,
      price: minPrice,
      minPrice,
      maxPrice,
      onSale: isVariable ? variations.some((v) => v.onSale) : own.onSale,
      stockStatus,
      stockQuantity: isVariable ? null : (product.stockQuantity ?? null),
      manageStock: !isVariable && product.stockQuantity !== undefined,
      lowStockAmount: product.lowStockAmount ?? null,
      backorders: stockStatus === 'onbackorder' ? 'notify' : 'no',
      weight: product.weight ?? null,
      length: product.dimensions?.length ?? null,
      width: product.dimensions?.width ?? null,
      height: product.dimensions?.height ?? null,
      virtual: product.virtual ?? false,
      downloadable: product.downloadable ?? false,
      downloads: product.downloads ?? [],
      totalSales: product.totalSales,
      averageRating,
      reviewCount: ratings.length,
      menuOrder: product.menuOrder ?? 0,
      publishedAt: published,
      modifiedAt: published,
      imageId: mediaId(product.image),
      galleryIds: (product.gallery ?? [])
        .map((image) => mediaId(image))
        .filter((m): m is number => m !== null),
      externalUrl: product.externalUrl ?? null,
      buttonText: product.buttonText ?? null,
      defaultAttributes: product.defaultAttributes ?? {},
      metaData: product.metaData ?? [],
      customTabs: product.tabs ?? [],
      documents: product.documents ?? [],
      packaging: product.packaging ?? null,
      quantityTiers: product.quantityTiers ?? null,
      faqs: product.faqs ?? [],
      warranty: product.warranty ?? null,
      seo: product.seo ?? null,
      searchText: searchTextOf(product),
    };
    productRows.push(row);

    const linked = new Set<number>();
    const link = (term: number) => {
      if (linked.has(term)) return;
      termLinks.push({ productId: id, termId: term, position: linked.size });
      linked.add(term);
    };
    for (const slug of product.categories) link(requireTerm('product_cat', slug, product.slug));
    for (const slug of product.tags) link(requireTerm('product_tag', slug, product.slug));

    product.attributes.forEach((attribute, position) => {
      const isTaxonomy = attribute.name.startsWith('pa_');
      if (isTaxonomy)
        for (const slug of attribute.options) link(requireTerm(attribute.name, slug, product.slug));
      attributeRows.push({
        productId: id,
        name: attribute.name,
        isTaxonomy,
        position,
        visible: attribute.visible,
        variation: attribute.variation,
        options: attribute.options,
      });
    });
    // Written with the product, so the trigger that mirrors product_terms has nothing to update.
    row.termIds = [...linked].sort((a, b) => a - b);

    for (const review of product.reviews ?? []) {
      reviewRows.push({
        productId: id,
        author: review.author,
        authorEmail: review.email,
        content: review.content,
        rating: review.rating,
        createdAt: new Date(review.date),
      });
    }
  });

  await insertBatched(productRows, (batch) => db.insert(products).values(batch));
  await insertBatched(termLinks, (batch) => db.insert(productTerms).values(batch));
  await insertBatched(attributeRows, (batch) => db.insert(productAttributes).values(batch));
  await insertBatched(variationRows, (batch) => db.insert(productVariations).values(batch));
  await insertBatched(reviewRows, (batch) => db.insert(reviews).values(batch));

  // --- blog ---
  const postIds = await reserveObjectIds(db, catalog.posts.length);
  await insertBatched(
    catalog.posts.map((post, i) => ({
      id: postIds[i] as number,
      slug: post.slug,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      authorName: post.author,
      featuredImageId: mediaId(post.image),
      publishedAt: new Date(post.date),
      modifiedAt: new Date(post.date),
    })),
    (batch) => db.insert(posts).values(batch),
  );

  await recountTerms(db);
  return {
    products: productRows.length,
    variations: variationRows.length,
    categories: catalog.categories.length,
    posts: catalog.posts.length,
    reviews: reviewRows.length,
  };
}
