/**
 * What one GraphQL request may ask of this backend, so an anonymous client cannot exhaust its
 * memory or time: a token limit while parsing (graphql-armor's lexer), alias, directive and depth
 * limits (graphql-armor's rules) while validating, the cost of what it asks of the database
 * (cost.ts) with the request's variables, and while it runs a budget of answer bytes and a deadline (budget.ts). The endpoint
 * (http.ts) takes the parse and validation limits as envelop plugins.
 */
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin, maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer, maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { operationCost } from './cost.ts';

export { CONNECTION_CEILING } from './cost.ts';

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
   * The operation's cost (cost.ts): values it could answer, each list multiplied by its page,
   * plus the statements and rows its fields read.
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

/**
 * The operation's cost (cost.ts) with the request's variables written in, or its refusal:
 * `products(first: $n)` is costed with the $n sent, and WooNuxt's `first: 9999` as the 100 a
 * connection answers.
 */
export function refuseCostly(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: QueryLimits,
): GraphQLError | null {
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const cost = operationCost(schema, fragments, operation, variables);
  return cost > limits.maxCost ? costError(cost, limits.maxCost) : null;
}
