/**
 * The work one running request may do: a budget of answer bytes and a deadline, checked before
 * every field resolver, so a query within the static limits (limits.ts) that still asks too much
 * is cut off instead of holding the server.
 */
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  isLeafType,
  isObjectType,
} from 'graphql';
import { QueryLimitError, type QueryLimits } from './limits.ts';

/** The work one request has done so far, checked by every field resolver. */
export class ExecutionBudget {
  private bytes = 0;
  private readonly deadline: number;
  /** The first refusal: once over budget, every remaining field is refused with it. */
  exceeded: QueryLimitError | null = null;

  /** `withDeadline` false: a mutation runs to its end, so none is left half done. */
  constructor(
    private readonly limits: QueryLimits,
    withDeadline = true,
  ) {
    this.deadline = withDeadline ? performance.now() + limits.timeoutMs : Number.POSITIVE_INFINITY;
  }

  /** Ends the request as timed out (its database statements were dropped at the deadline). */
  expire(): QueryLimitError {
    return this.timedOut();
  }

  private timedOut(): QueryLimitError {
    this.exceeded ??= new QueryLimitError(
      `The query took longer than ${this.limits.timeoutMs} ms and was stopped. Ask for fewer items or fields.`,
      'QUERY_TIMEOUT',
      { limit: 'time', max: this.limits.timeoutMs },
    );
    return this.exceeded;
  }

  /** Called before each field resolver: refuses the field once the request is over budget. */
  check(): void {
    if (this.exceeded) throw this.exceeded;
    if (performance.now() > this.deadline) throw this.timedOut();
  }

  /** Counts a field's name and value as they will appear in the JSON answer. */
  count(fieldName: string, value: unknown): void {
    this.bytes += fieldName.length + 4 + (typeof value === 'string' ? value.length + 2 : 8);
    if (this.bytes > this.limits.maxResponseBytes) this.exceeded ??= answerTooLarge(this.limits);
  }

  /**
   * Settles with the execution, or at the deadline if it is still waiting (on the database, say):
   * the client is answered then, and the fields still to start are refused by `check`.
   */
  async race<T>(execution: Promise<T>): Promise<T | null> {
    if (!Number.isFinite(this.deadline)) return execution;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<null>((resolve) => {
      timer = setTimeout(
        () => {
          this.timedOut();
          resolve(null);
        },
        Math.max(0, this.deadline - performance.now()),
      );
    });
    try {
      return await Promise.race([execution, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}

export function answerTooLarge(limits: QueryLimits): QueryLimitError {
  return new QueryLimitError(
    `The answer would be larger than ${limits.maxResponseBytes} bytes, so it was not sent. Ask for fewer items (a smaller "first") or fewer fields.`,
    'RESPONSE_TOO_LARGE',
    { limit: 'responseBytes', max: limits.maxResponseBytes },
  );
}

/** Each running request's budget, by its context object, wherever its fields are resolved. */
const budgets = new WeakMap<object, ExecutionBudget>();

/** Starts the budget of the request whose resolvers receive `context`. */
export function startBudget(context: object, limits: QueryLimits, withDeadline: boolean): ExecutionBudget {
  const budget = new ExecutionBudget(limits, withDeadline);
  budgets.set(context, budget);
  return budget;
}

const budgeted = new WeakSet<GraphQLSchema>();

/**
 * Wraps every field resolver of `schema` (once) so each checks its request's budget first: past
 * the deadline or the answer size, the rest of the query is refused field by field without
 * touching the database, and the event loop is free for other requests.
 */
export function enforceBudgets(schema: GraphQLSchema): void {
  if (budgeted.has(schema)) return;
  budgeted.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
      const leaf = isLeafType(getNamedType(field.type));
      field.resolve = (source, args, context, info) => {
        const budget = typeof context === 'object' && context !== null ? budgets.get(context) : undefined;
        if (!budget) return resolve(source, args, context, info);
        budget.check();
        const value = resolve(source, args, context, info);
        if (!leaf) {
          budget.count(info.fieldName, null);
          return value;
        }
        if (value instanceof Promise) {
          return value.then((resolved: unknown) => {
            budget.count(info.fieldName, resolved);
            return resolved;
          });
        }
        budget.count(info.fieldName, value);
        return value;
      };
    }
  }
}
