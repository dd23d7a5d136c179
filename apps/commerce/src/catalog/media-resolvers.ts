import type { Context } from '../graphql/context.ts';
import type { MediaDetailsResolvers, MediaItemResolvers } from '../graphql/generated/resolvers-types.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { FULL_SIZE, MEDIA_SIZES, type MediaSizeName, mediaPath, sizeFromEnum } from '../media/sizes.ts';
import type { MediaRow } from './loaders.ts';

const url = (context: Context, row: MediaRow, size: MediaSizeName) =>
  `${context.publicUrl}${mediaPath(row.id, size)}`;

const srcSet = (context: Context, row: MediaRow) =>
  (['medium', 'woocommerce_thumbnail', 'woocommerce_single', 'medium_large', 'large', 'full'] as const)
    .map((size) => `${url(context, row, size)} ${MEDIA_SIZES[size]}w`)
    .join(', ');

export const mediaItemResolvers: MediaItemResolvers = {
  id: (row) => toGlobalId('post', row.id),
  databaseId: (row) => row.id,
  altText: (row) => row.altText,
  title: (row) => row.title,
  mimeType: () => 'image/webp',
  sourceUrl: (row, args, context) => url(context, row, sizeFromEnum(args.size)),
  srcSet: (row, _args, context) => srcSet(context, row),
  sizes: (_row, args) => {
    const pixels = MEDIA_SIZES[sizeFromEnum(args.size)];
    return `(max-width: ${pixels}px) 100vw, ${pixels}px`;
  },
  mediaDetails: (row) => row,
};

export const mediaDetailsResolvers: MediaDetailsResolvers = {
  width: () => FULL_SIZE,
  height: () => FULL_SIZE,
  sizes: (row, _args, context) =>
    (Object.keys(MEDIA_SIZES) as MediaSizeName[])
      .filter((size) => size !== 'full')
      .map((size) => ({
        name: size,
        width: String(MEDIA_SIZES[size]),
        height: String(MEDIA_SIZES[size]),
        mimeType: 'image/webp',
        sourceUrl: url(context, row, size),
      })),
};
