import type { GuestProof } from './links.ts';
import type { DownloadPermissionRow } from './permissions.ts';

/** A permission with the order's key and billing email, needed to build a guest's link. */
export interface DownloadableItemSource {
  permission: DownloadPermissionRow;
  guestProof: GuestProof | null;
}
