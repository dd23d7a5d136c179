/**
 * What one GraphQL request may ask of this backend, so an anonymous client cannot exhaust its
 * memory or time: a token limit while parsing (graphql-armor's lexer), alias, directive and depth
 * limits (graphql-armor's rules) while validating, graphql-armor's cost computed with the request's
 * variables, and while it runs a budget of answer bytes and a deadline (budget.ts). The endpoint
 * (http.ts) takes the parse and validation limits as envelop plugins.
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin, maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer, maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  TypeInfo,
  ValidationContext,
  type ValidationRule,
  type ValueNode,
  valueFromASTUntyped,
  visit,
} from 'graphql';

export interface QueryLimits {
  /** Lexical tokens in the whole document (comments and whitespace are free). */
  maxTokens: number;
  /**
   * Aliased fields in one operation (`__typename` aliases are free). WPGraphQL has no such limit,
   * and WooNuxt's product page asks 37 (its price and image fields aliased in each product
   * fragment); what an alias flood may cost is bounded by the cost and answer-size limits, this
   * only caps the count well above any storefront's documents.
   */
  maxAliases: number;
  /** Directives (`@include`, `@skip`) in one operation. */
  maxDirectives: number;
  /** Nesting of fields, through fragments. */
  maxDepth: number;
  /**
   * graphql-armor's cost with every field counted 1 and each list multiplied by its `first`/`last`
   * (at most 100): the most values the answer could hold. The storefront's heaviest operation,
   * the menu's category tree (50 × 50 × 50), costs 765,300; WooNuxt's catalogue, 395,700.
   */
  maxCost: number;
  /** Bytes of the JSON answer. */
  maxResponseBytes: number;
  /** Milliseconds one operation may run before its remaining fields are refused. */
  timeoutMs: number;
}

export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxTokens: 4_000,
  maxAliases: 100,
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

/** graphql-armor's token limit, stopping the lexer at the limit instead of reading on. */
function tokenOptions(limits: QueryLimits) {
  return {
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
  };
}

/** Parses with graphql-armor's token-counting lexer, which stops at the limit instead of reading on. */
export function parseWithinLimits(query: string, limits: QueryLimits): DocumentNode {
  return new MaxTokensParserWLexer(query, tokenOptions(limits)).parseDocument();
}

export function tooDeep(limits: QueryLimits): QueryLimitError {
  return new QueryLimitError(
    `The query is nested too deeply (at most ${limits.maxDepth} levels).`,
    'QUERY_TOO_DEEP',
    { limit: 'depth', max: limits.maxDepth },
  );
}

/** Options of a graphql-armor validation rule whose refusal is reported in our words. */
function refusal(n: number, describe: (figures: number[]) => GraphQLError) {
  return {
    n,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) =>
        context?.reportError(describe(armorFigures(error.message))),
    ],
  };
}

function ruleOptions(limits: QueryLimits) {
  const tooMany = (what: string) => (figures: number[]) => {
    const [max, found] = figures;
    return new QueryLimitError(
      `The query uses ${found} ${what}; at most ${max} are allowed in one operation.`,
      'QUERY_TOO_LARGE',
      { limit: what, max },
    );
  };
  return {
    aliases: refusal(limits.maxAliases, tooMany('aliases')),
    directives: refusal(limits.maxDirectives, tooMany('directives')),
    // Fields count, fragments do not, and `__schema` counts like any field: as the depth was
    // measured before the limit moved to graphql-armor.
    depth: {
      ...refusal(limits.maxDepth, () => tooDeep(limits)),
      flattenFragments: true,
      ignoreIntrospection: false,
    },
  };
}

/** The validation rules that bound the work a document may ask for. */
export function limitRules(limits: QueryLimits): ValidationRule[] {
  const options = ruleOptions(limits);
  return [
    maxAliasesRule(options.aliases),
    maxDirectivesRule(options.directives),
    maxDepthRule(options.depth),
  ];
}

/** The same limits as envelop plugins: the token limit replaces the parser, the rest validate. */
export function limitPlugins(limits: QueryLimits) {
  const options = ruleOptions(limits);
  return [
    maxTokensPlugin(tokenOptions(limits)),
    maxAliasesPlugin(options.aliases),
    maxDirectivesPlugin(options.directives),
    maxDepthPlugin(options.depth),
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
