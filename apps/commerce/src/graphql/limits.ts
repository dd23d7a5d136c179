/**
 * What one GraphQL request may ask of this backend, so an anonymous client cannot exhaust its
 * memory or time: a token limit while parsing (graphql-armor's lexer), then alias and directive
 * limits (graphql-armor's rules) and the depth limit (depth-limit.ts) in a validation pass before
 * the schema's own rules, graphql-armor's cost computed with the request's variables, and while it
 * runs a budget of answer bytes and a deadline checked before every field resolver.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isLeafType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  TypeInfo,
  ValidationContext,
  type ValidationRule,
  type ValueNode,
  valueFromASTUntyped,
  visit,
} from 'graphql';
import { maxDepthRule } from './depth-limit.ts';

export interface QueryLimits {
  /** Lexical tokens in the whole document (comments and whitespace are free). */
  maxTokens: number;
  /** Aliased fields in one operation (`__typename` aliases are free). */
  maxAliases: number;
  /** Directives (`@include`, `@skip`) in one operation. */
  maxDirectives: number;
  /** Nesting of fields, through fragments. */
  maxDepth: number;
  /**
   * graphql-armor's cost with every field counted 1 and each list multiplied by its `first`/`last`
   * (at most 100): the most values the answer could hold. The storefront's heaviest operation,
   * the menu's category tree (50 × 50 × 50), costs 765,300; WooNuxt's catalogue, 371,200.
   */
  maxCost: number;
  /** Bytes of the JSON answer. */
  maxResponseBytes: number;
  /** Milliseconds one operation may run before its remaining fields are refused. */
  timeoutMs: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxTokens: 4_000,
  maxAliases: 30,
  maxDirectives: 50,
  maxDepth: 20,
  maxCost: 1_000_000,
  maxResponseBytes: 5_000_000,
  timeoutMs: 10_000,
};

/** A refusal the client caused by asking too much: a readable message and a code to branch on. */
export class QueryLimitError extends GraphQLError {
  constructor(message: string, code: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extensions } });
  }
}

/** graphql-armor words its refusals as syntax errors (limit, then what was found); ours say what to do. */
function armorFigures(message: string): number[] {
  return [...message.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** Parses with graphql-armor's token-counting lexer, which stops at the limit instead of reading on. */
export function parseWithinLimits(query: string, limits: QueryLimits): DocumentNode {
  const parser = new MaxTokensParserWLexer(query, {
    n: limits.maxTokens,
    propagateOnRejection: false,
    onReject: [
      () => {
        throw new QueryLimitError(
          `The query is too long: it has more than ${limits.maxTokens} tokens (names, values and punctuation). Ask for fewer fields or split it into several queries.`,
          'QUERY_TOO_LARGE',
          { limit: 'tokens', max: limits.maxTokens },
        );
      },
    ],
  });
  return parser.parseDocument();
}

/**
 * The rules that bound the work a document may ask for. They run in a validation pass of their
 * own, before the schema's rules: graphql-js's overlapping-fields rule is quadratic in repeated
 * fields, so a hostile document must be refused before it runs.
 */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  const report =
    (describe: (figures: number[]) => GraphQLError) =>
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(describe(armorFigures(error.message)));
  return [
    maxAliasesRule({
      n: limits.maxAliases,
      propagateOnRejection: false,
      onReject: [
        report(
          ([max, found]) =>
            new QueryLimitError(
              `The query uses ${found} aliases; at most ${max} are allowed in one operation.`,
              'QUERY_TOO_LARGE',
              { limit: 'aliases', max },
            ),
        ),
      ],
    }),
    maxDirectivesRule({
      n: limits.maxDirectives,
      propagateOnRejection: false,
      onReject: [
        report(
          ([max, found]) =>
            new QueryLimitError(
              `The query uses ${found} directives; at most ${max} are allowed in one operation.`,
              'QUERY_TOO_LARGE',
              { limit: 'directives', max },
            ),
        ),
      ],
    }),
    maxDepthRule(limits.maxDepth),
  ];
}

function costError(found: number, max: number): QueryLimitError {
  return new QueryLimitError(
    `The query is too expensive: it would cost ${Math.round(found)} and at most ${max} is allowed. Ask for fewer items (a smaller "first"), fewer nested lists or fewer fields.`,
    'QUERY_TOO_COMPLEX',
    { limit: 'cost', max },
  );
}

/** The most items a connection answers whatever `first`/`last` asks (WPGraphQL's max_query_amount). */
export const CONNECTION_CEILING = 100;

/**
 * graphql-armor's cost of the operation about to run, or its refusal. Its rule multiplies a
 * list's cost by `first`/`last` only when written as a number in the document, so
 * `products(first: $n)` would cost as one item; the operation is costed with the request's
 * variables written in, and every `first`/`last` at most the connection ceiling (100): WooNuxt asks
 * for `first: 9999` and is answered 100. Each field counts 1, so the cost is the most values
 * the answer could hold.
 */
export function refuseCostly(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): GraphQLError | null {
  const defaults = new Map(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      definition.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined,
    ]),
  );
  const written = visit(document, {
    Argument(node) {
      if (node.name.value !== 'first' && node.name.value !== 'last') return undefined;
      let value: unknown = null;
      if (node.value.kind === Kind.INT) value = Number(node.value.value);
      else if (node.value.kind === Kind.VARIABLE) {
        const name = node.value.name.value;
        value = name in variables ? variables[name] : defaults.get(name);
      }
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return undefined;
      const literal: ValueNode = { kind: Kind.INT, value: String(Math.min(value, CONNECTION_CEILING)) };
      return { ...node, value: literal };
    },
  });
  let refusal: GraphQLError | null = null;
  const costed = getOperationAST(written, operation.name?.value);
  if (!costed) return null;
  // The cost rule reads only the document (fragments included) from its validation context.
  costLimitRule({
    maxCost: limits.maxCost,
    objectCost: 1,
    scalarCost: 1,
    depthCostFactor: 1,
    propagateOnRejection: false,
    onReject: [
      (_context, error) => {
        const [max, found] = armorFigures(error.message);
        refusal = costError(found ?? 0, max ?? limits.maxCost);
      },
    ],
  })(new ValidationContext(schema, written, new TypeInfo(schema), () => {})).onOperationDefinitionEnter(
    costed,
  );
  return refusal;
}

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
