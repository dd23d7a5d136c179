/** A reviewer: a stable per-email identity, and an avatar URL that needs no network. */
export interface ReviewAuthor {
  name: string;
  email: string;
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  ReviewAuthor: ReviewAuthor;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
