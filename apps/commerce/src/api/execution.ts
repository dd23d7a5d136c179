/**
 * What the endpoint does around graphql-yoga's parse, validate and execute, as one yoga plugin:
 * WPGraphQL's refusals in its words (an operation to choose, mutations only by POST, public
 * introspection), and ours before anything runs (rate limits, the cost with the request's
 * variables, NUL characters). The request's context is made only once all of that passed, and
 * the operation then runs within its budget (budget.ts); client mistakes are answered as such,
 * our own failures logged and masked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
} from 'graphql';
import { type Plugin, processRegularResult } from 'graphql-yoga';
import type { Logger } from 'pino';
import { requestScope, runInScope, StatementDropped } from '../db/request-scope.ts';
import type { Context } from '../graphql/context.ts';
import type { SchemaProfile } from '../graphql/profile.ts';
import {
  STOCK_INTERNAL_ERROR,
  stockAnswer,
  stockAnswerStatus,
  stockSendsSessionToken,
} from '../graphql/stock-answer.ts';
import { UserInputError } from '../lib/errors.ts';
import { SESSION_HEADER } from '../sessions/session.ts';
import { answerTooLarge, startBudget } from './budget.ts';
import { type QueryLimits, refuseCostly, tooDeep } from './limits.ts';
import {
  clientErrorOf,
  containsNul,
  hideSuggestions,
  NUL_MESSAGE,
  noPublicIntrospectionRule,
  variablesContainNul,
} from './production.ts';
import { requestError } from './request-params.ts';

/** What graphql-yoga's Node adapter hands every hook: the Node request and response. */
export interface NodeContext {
  req: IncomingMessage;
  res: ServerResponse;
}

export interface ExecutionOptions {
  schema: GraphQLSchema;
  logger: Logger;
  limits: QueryLimits;
  /** Answers `__schema`/`__type` (WPGraphQL's "public introspection"). */
  introspection: boolean;
  /** Removes "Did you mean …" from error messages, so they do not spell out the schema. */
  hideSuggestions: boolean;
  /** A fresh context for one request (it reads the session header). */
  createContext: (request: IncomingMessage) => Context;
  /**
   * Seconds shared caches may keep a GET answer that reads no session and carries no sign-in
   * (persisted operations on); without it every answer carries the session's token as before.
   */
  sharedMaxAgeSeconds?: number;
  /** `stock` answers as a stock site does (stock-answer.ts); `full` when omitted. */
  profile?: SchemaProfile;
  /**
   * Draws the request's rate-limit tokens before anything runs; a refusal is answered 429 with
   * Retry-After and nothing is executed.
   */
  rateLimit?: (
    request: IncomingMessage,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
  ) => Promise<{ retryAfterSeconds: number; message: string } | null>;
}

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

export function commerceExecution(options: ExecutionOptions): Plugin<NodeContext> {
  const { schema, logger, limits } = options;
  const stock = options.profile === 'stock';
  const worded = (errors: readonly GraphQLError[]) =>
    options.hideSuggestions ? errors.map(hideSuggestions) : [...errors];
  /** A document refused by a limit or as introspection is one info line: how often, not a failure. */
  const logRefusal = (errors: readonly GraphQLError[]) => {
    const code = errors.map((error) => error.extensions?.code).find((c) => typeof c === 'string');
    if (typeof code === 'string' && /^(QUERY_|INTROSPECTION_)/.test(code))
      logger.info({ code }, 'GraphQL query refused');
  };

  /** Each error of an executed operation as the client gets it, logged by whose fault it is. */
  const answerFor = (error: GraphQLError): GraphQLError => {
    // Bad input (a wrong password, an expired sign-in, an empty cart) is the client's business,
    // and so are variables of the wrong type and values the database refuses: logged in one
    // line without SQL or stack. Anything else is ours and is logged with its stack.
    if (error.extensions?.code === 'BAD_USER_INPUT' || error.originalError instanceof UserInputError) {
      return error;
    }
    const mistake = clientErrorOf(error);
    if (mistake) {
      logger.info({ path: error.path, reason: mistake.reason }, 'GraphQL request refused: bad input');
      return mistake.error;
    }
    logger.error({ err: error.originalError ?? error, path: error.path }, 'GraphQL resolver failed');
    return maskUnexpected(error, stock ? STOCK_INTERNAL_ERROR : undefined);
  };

  return {
    onParse({ context, parseFn, setParseFn }) {
      // A document nested a few thousand levels deep exhausts the parser's stack before the
      // token limit is reached: refused as what it is, not failed as ours.
      setParseFn((source, parseOptions) => {
        try {
          return parseFn(source, parseOptions);
        } catch (error) {
          if (!(error instanceof RangeError)) throw error;
          throw tooDeep(limits);
        }
      });
      return ({ result }) => {
        if (result instanceof GraphQLError) return logRefusal([result]);
        if (!result || result instanceof Error) return;
        const operation = getOperationAST(result, context.params.operationName);
        if (!operation) throw new GraphQLError('Say which operation to run with "operationName".');
        if (context.request.method === 'GET' && operation.operation !== 'query') {
          throw requestError('Only queries can be sent with GET; send mutations with POST.', 405, {
            allow: 'POST',
          });
        }
      };
    },

    onValidate({ params, addValidationRule }) {
      if (!options.introspection) addValidationRule(noPublicIntrospectionRule);
      const document = params.documentAST;
      return ({ valid, result, setResult }) => {
        if (valid) {
          if (containsNul(document)) setResult([badInput(NUL_MESSAGE)]);
          return;
        }
        const errors = result as readonly GraphQLError[];
        logRefusal(errors);
        setResult(worded(errors));
      };
    },

    async onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const { req, res } = args.contextValue as unknown as NodeContext;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const refused = await options.rateLimit?.(req, args.document, operation, variables);
      if (refused) {
        const error = requestError(
          refused.message,
          429,
          { 'retry-after': String(refused.retryAfterSeconds) },
          'RATE_LIMITED',
        );
        // The wait the sentence names, for storefronts that word it in the shopper's language.
        Object.assign(error.extensions, { params: { minutes: Math.ceil(refused.retryAfterSeconds / 60) } });
        throw error;
      }
      // `products(first: $n)` is costed with the $n sent, not as one item.
      const tooCostly = refuseCostly(schema, args.document, operation, variables, limits);
      if (tooCostly) {
        logRefusal([tooCostly]);
        return setResultAndStopExecution({ errors: [tooCostly] });
      }
      if (variablesContainNul(variables))
        return setResultAndStopExecution({ errors: [badInput(NUL_MESSAGE)] });

      const context = options.createContext(req);
      const sessionUsed = watchSession(context);
      const budget = startBudget(context, limits, operation.operation === 'query');
      // A GET without session or sign-in may be shared by caches, if its answer reads neither.
      const shareable =
        options.sharedMaxAgeSeconds !== undefined &&
        req.method === 'GET' &&
        !req.headers[SESSION_HEADER] &&
        !req.headers.authorization;
      const { inScope, settle } = databaseScope(operation.operation === 'query', limits.timeoutMs, res);
      const overBudget = (refusal: GraphQLError): ExecutionResult => {
        logger.warn({ code: refusal.extensions.code, operation: args.operationName }, refusal.message);
        return { data: null, errors: [refusal] };
      };
      const answerOf = (result: ExecutionResult | null): ExecutionResult & { stringify?: () => string } => {
        // A statement left unsent because the deadline passed is the deadline's refusal.
        if (result?.errors?.some((error) => error.originalError instanceof StatementDropped)) budget.expire();
        if (budget.exceeded || !result) return overBudget(budget.exceeded ?? answerTooLarge(limits));
        const errors = (result.errors ?? []).map(answerFor);
        const answer: ExecutionResult = errors.length > 0 ? { ...result, errors: worded(errors) } : result;
        const text = JSON.stringify(answer);
        if (Buffer.byteLength(text) > limits.maxResponseBytes) return overBudget(answerTooLarge(limits));
        // The answer was just written out whole to be measured: yoga sends that text.
        return errors.length > 0 ? answer : { ...answer, stringify: () => text };
      };
      setExecuteFn(async (execution: ExecutionArgs) => {
        const run = Promise.resolve(inScope(() => executeFn({ ...execution, contextValue: context })));
        const answer = answerOf(await budget.race(run as Promise<ExecutionResult>));
        // Answered at its deadline: whatever it still has queued is for nobody.
        settle(budget.exceeded !== null);
        if (shareable && !answer.errors && !sessionUsed()) {
          // Shared by every shopper: no session token is handed out with it.
          res.setHeader('cache-control', `public, max-age=${options.sharedMaxAgeSeconds}`);
          const vary = res.getHeader('vary');
          res.setHeader(
            'vary',
            [vary, 'Accept, Authorization, woocommerce-session'].filter(Boolean).join(', '),
          );
        } else if (stock) {
          // The session's expiry is refreshed on every request; its token travels only when a
          // stock site would send it.
          const token = await context.session.responseToken();
          if (await stockSendsSessionToken(context, req)) res.setHeader(SESSION_HEADER, token);
          return stockAnswer(answer, await stockAnswerStatus(context));
        } else {
          // Every answer carries the session's refreshed token, bare (clients send it back as
          // `Session <token>`), so a shopper who only browses keeps their cart alive.
          res.setHeader(SESSION_HEADER, await context.session.responseToken());
        }
        return answer;
      });
    },

    onResultProcess({ request, setResultProcessor }) {
      // WPGraphQL answers GraphQL errors with 200 whatever the client accepts; only refusals of
      // the request itself (400, 405, 413, 429) carry their own status. The content type
      // follows Accept.
      const type = (request.headers.get('accept') ?? '').includes('application/graphql-response+json')
        ? 'application/graphql-response+json'
        : 'application/json';
      setResultProcessor((result, fetchAPI) => {
        if (stock && !Array.isArray(result) && !(Symbol.asyncIterator in result)) {
          // WordPress's wp_send_json: JSON in the blog's charset, whatever the client accepts.
          const written = stockAnswer(result as ExecutionResult);
          const response = processRegularResult(written, fetchAPI, 'application/json');
          response.headers.set('content-type', 'application/json; charset=UTF-8');
          return response;
        }
        const response = processRegularResult(result, fetchAPI, 'application/json');
        response.headers.set('content-type', `${type}; charset=utf-8`);
        return response;
      }, type);
    },
  };
}

/**
 * A query's statements carry its deadline and leave the database's line unsent once it passes or
 * the client goes away (db/gated-pool.ts): an answer given up on no longer holds other shoppers'
 * statements. A mutation runs to its end, so none is left half done.
 */
function databaseScope(isQuery: boolean, timeoutMs: number, res: ServerResponse) {
  if (!isQuery) return { inScope: <T>(work: () => T) => work(), settle: (_over: boolean) => {} };
  const scope = requestScope(timeoutMs);
  const gone = () => {
    if (!res.writableFinished) scope.end();
  };
  res.once('close', gone);
  return {
    inScope: <T>(work: () => T) => runInScope(scope, work),
    settle: (over: boolean) => {
      if (over) scope.end();
      res.off('close', gone);
    },
  };
}

/** Whether the operation's resolvers looked at the request's session at all. */
function watchSession(context: Context): () => boolean {
  let used = false;
  context.session = new Proxy(context.session, {
    get(session, property, receiver) {
      used = true;
      return Reflect.get(session, property, receiver);
    },
  });
  return () => used;
}

const UNEXPECTED_MESSAGE = 'Something went wrong. Please try again.';

/** Errors we did not raise on purpose are logged, and the client gets a generic sentence. */
export function maskUnexpected(error: unknown, message = UNEXPECTED_MESSAGE): GraphQLError {
  if (
    error instanceof GraphQLError &&
    (!error.originalError || error.originalError instanceof GraphQLError)
  ) {
    return error;
  }
  return new GraphQLError(message, {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
