import type { z } from 'zod';
import { UserInputError } from './errors.ts';

/** Parses client input with its schema, turning the first problem into a readable GraphQL error. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new UserInputError(issue?.message ?? 'The request has invalid arguments.');
}

/** Drops the nulls GraphQL list inputs may carry ([Int] allows null items). */
export const present = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null && item !== undefined);
