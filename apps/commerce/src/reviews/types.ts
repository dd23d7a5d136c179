/** A reviewer: a stable per-email identity, and an avatar URL that needs no network. */
export interface ReviewAuthor {
  name: string;
  email: string;
}
