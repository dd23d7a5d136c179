import { MESSAGE_CODES, type MessageCode, type MessageParams } from '@ppe/shop-rules/messages';
import type { z } from 'zod';
import { UserInputError } from './errors.ts';

/**
 * A schema's own sentences, each with the code a storefront words it by, and the params when the
 * sentence names values other than the limit the issue carries.
 */
export type MessageCodes = Readonly<
  Record<string, MessageCode | { code: MessageCode; params: MessageParams }>
>;

/** The limits a zod issue names (a `too_big` issue's maximum, a `too_small` one's minimum). */
function limitsOf(issue: z.core.$ZodIssue): Record<string, number> {
  const limits: Record<string, number> = {};
  if (issue.code === 'too_big') limits.max = Number(issue.maximum);
  if (issue.code === 'too_small') limits.min = Number(issue.minimum);
  return limits;
}

/**
 * Parses client input with its schema, turning the first problem into a readable GraphQL error:
 * when `codes` names its sentence, with that code, the field (the issue's path) and the limit.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, codes: MessageCodes = {}): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue?.message ?? 'The request has invalid arguments.';
  const named = codes[message];
  if (!issue || !named) throw new UserInputError(message);
  const { code, params: given } = typeof named === 'string' ? { code: named, params: undefined } : named;
  const limits = limitsOf(issue);
  const params =
    given ??
    Object.fromEntries(
      MESSAGE_CODES[code].params.flatMap((name) => (name in limits ? [[name, limits[name] ?? 0]] : [])),
    );
  throw new UserInputError(message, { code, field: issue.path.join('.'), params });
}

/** Drops the nulls GraphQL list inputs may carry ([Int] allows null items). */
export const present = <T>(items: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => item !== null && item !== undefined);
