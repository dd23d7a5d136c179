/** The catalogue's media: every artwork it names (categories, products, variations, posts) gets one media row. */
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';
import { FULL_SIZE } from '../media/sizes.ts';
import { insertBatched, reserveObjectIds } from './batches.ts';
import type { ArtworkSpec, SeedCatalog } from './types.ts';

/** Inserts the media rows; answers the media id of an artwork (null for none). */
export async function seedMedia(
  db: Db,
  catalog: SeedCatalog,
): Promise<(spec: ArtworkSpec | undefined) => number | null> {
  const artworks: ArtworkSpec[] = [];
  const mediaIndex = new Map<ArtworkSpec, number>();
  const addArtwork = (spec: ArtworkSpec | undefined) => {
    if (spec && !mediaIndex.has(spec)) {
      mediaIndex.set(spec, artworks.length);
      artworks.push(spec);
    }
  };
  for (const category of catalog.categories) addArtwork(category.image);
  for (const product of catalog.products) {
    addArtwork(product.image);
    for (const image of product.gallery ?? []) addArtwork(image);
    for (const variation of product.variations ?? []) addArtwork(variation.image);
  }
  for (const post of catalog.posts) addArtwork(post.image);
  const mediaIds = await reserveObjectIds(db, artworks.length);
  await insertBatched(
    artworks.map((artwork, i) => ({
      id: mediaIds[i] as number,
      artwork,
      altText: artwork.alt,
      title: artwork.label ?? artwork.alt,
      width: FULL_SIZE,
      height: FULL_SIZE,
    })),
    (batch) => db.insert(media).values(batch),
  );
  return (spec: ArtworkSpec | undefined) => (spec ? (mediaIds[mediaIndex.get(spec) ?? -1] ?? null) : null);
}
