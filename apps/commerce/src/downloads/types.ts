import type { GuestProof } from './links.ts';
import type { DownloadPermissionRow } from './permissions.ts';

/** A permission with the order's key and billing email, needed to build a guest's link. */
export interface DownloadableItemSource {
  permission: DownloadPermissionRow;
  guestProof: GuestProof | null;
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  DownloadableItemSource: DownloadableItemSource;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
