/**
 * GraphQL over HTTP, as WPGraphQL serves it: POST with a JSON body {query, variables,
 * operationName}, or GET with the same as query parameters (queries only). Parsed and
 * validated documents are cached, since a storefront sends the same few operations.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  type ExecutionResult,
  execute,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import type { Logger } from 'pino';
import { UserInputError } from '../lib/errors.ts';
import { SESSION_HEADER } from '../sessions/session.ts';
import type { Context } from './context.ts';
import {
  answerTooLarge,
  DEFAULT_QUERY_LIMITS,
  enforceBudgets,
  limitRules,
  parseWithinLimits,
  type QueryLimits,
  refuseCostly,
  startBudget,
} from './limits.ts';
import {
  clientErrorOf,
  containsNul,
  hideSuggestions,
  NUL_MESSAGE,
  noPublicIntrospectionRule,
  variablesContainNul,
} from './production.ts';

const MAX_BODY_BYTES = 1_000_000;
const DOCUMENT_CACHE_SIZE = 500;
/** Longer documents are not kept, so 500 hostile ones cannot pin 500 request bodies in memory. */
const CACHED_QUERY_MAX_LENGTH = 20_000;

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, `The ${what} is not valid JSON.`);
  }
}

async function readRequest(request: IncomingMessage, url: URL): Promise<GraphQLRequest> {
  let raw: Record<string, unknown>;
  if (request.method === 'GET') {
    const variables = url.searchParams.get('variables');
    raw = {
      query: url.searchParams.get('query'),
      operationName: url.searchParams.get('operationName'),
      variables: variables ? parseJson(variables, 'variables parameter') : undefined,
    };
  } else {
    const body = parseJson(await readBody(request), 'request body');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, 'The request body must be a JSON object with a "query".');
    }
    raw = body as Record<string, unknown>;
  }
  if (typeof raw.query !== 'string' || raw.query.trim() === '') {
    throw new HttpError(400, 'The request has no GraphQL "query".');
  }
  const variables = raw.variables ?? {};
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    throw new HttpError(400, '"variables" must be a JSON object.');
  }
  return {
    query: raw.query,
    variables: variables as Record<string, unknown>,
    operationName: typeof raw.operationName === 'string' && raw.operationName ? raw.operationName : null,
  };
}

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  /** A fresh context for one request (it reads the session header). */
  createContext: (request: IncomingMessage) => Context;
  logger: Logger;
  /** What one request may ask for (limits.ts); the defaults when omitted. */
  limits?: QueryLimits;
  /** Answers `__schema`/`__type` (WPGraphQL's "public introspection"); on when omitted. */
  introspection?: boolean;
  /** Removes "Did you mean …" from error messages, so they do not spell out the schema. */
  hideSuggestions?: boolean;
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

export function createGraphQLHandler({
  schema,
  createContext,
  logger,
  rateLimit,
  ...protections
}: GraphQLHandlerOptions) {
  const { limits = DEFAULT_QUERY_LIMITS, introspection = true } = protections;
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const bounds = limitRules(limits);
  const rules: ValidationRule[] = introspection
    ? [...specifiedRules]
    : [...specifiedRules, noPublicIntrospectionRule];
  enforceBudgets(schema);
  const worded = (errors: readonly GraphQLError[]) =>
    protections.hideSuggestions ? errors.map(hideSuggestions) : errors;
  /** A document refused by a limit or as introspection is one info line: how often, not a failure. */
  const logRefusal = (errors: readonly GraphQLError[]) => {
    const code = errors.map((error) => error.extensions?.code).find((c) => typeof c === 'string');
    if (typeof code === 'string' && /^(QUERY_|INTROSPECTION_)/.test(code))
      logger.info({ code }, 'GraphQL query refused');
  };
  const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

  function prepare(query: string): DocumentNode | readonly GraphQLError[] {
    const cached = documents.get(query);
    if (cached) return cached;
    let prepared: DocumentNode | readonly GraphQLError[];
    try {
      const document = parseWithinLimits(query, limits);
      // The limits first, on their own: the schema's rules never walk a document they refuse.
      let errors = validate(schema, document, bounds);
      if (errors.length === 0) errors = validate(schema, document, rules);
      if (errors.length === 0 && containsNul(document)) errors = [badInput(NUL_MESSAGE)];
      prepared = errors.length > 0 ? worded(errors) : document;
    } catch (error) {
      prepared = [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
    }
    if (query.length <= CACHED_QUERY_MAX_LENGTH) {
      if (documents.size >= DOCUMENT_CACHE_SIZE) documents.delete(documents.keys().next().value as string);
      documents.set(query, prepared);
    }
    return prepared;
  }

  return async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const accept = request.headers.accept ?? '';
    const contentType = accept.includes('application/graphql-response+json')
      ? 'application/graphql-response+json; charset=utf-8'
      : 'application/json; charset=utf-8';
    const send = (status: number, result: ExecutionResult | { errors: { message: string }[] }) => {
      response.writeHead(status, { 'content-type': contentType });
      response.end(JSON.stringify(result));
    };

    let graphqlRequest: GraphQLRequest;
    try {
      graphqlRequest = await readRequest(request, url);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 400;
      return send(status, { errors: [{ message: (error as Error).message }] });
    }

    const document = prepare(graphqlRequest.query);
    if (!('kind' in document)) {
      logRefusal(document);
      return send(200, { errors: document });
    }
    const operation = getOperationAST(document, graphqlRequest.operationName);
    if (!operation) {
      return send(200, { errors: [new GraphQLError('Say which operation to run with "operationName".')] });
    }
    if (request.method === 'GET' && operation.operation !== 'query') {
      response.setHeader('allow', 'POST');
      return send(405, {
        errors: [{ message: 'Only queries can be sent with GET; send mutations with POST.' }],
      });
    }

    const refused = await rateLimit?.(request, document, operation, graphqlRequest.variables);
    if (refused) {
      response.setHeader('retry-after', String(refused.retryAfterSeconds));
      return send(429, {
        errors: [new GraphQLError(refused.message, { extensions: { code: 'RATE_LIMITED' } })],
      });
    }

    // `products(first: $n)` is costed with the $n sent, not as one item.
    const tooCostly = refuseCostly(schema, document, operation, graphqlRequest.variables, limits);
    if (tooCostly) {
      logRefusal([tooCostly]);
      return send(200, { errors: [tooCostly] });
    }
    if (variablesContainNul(graphqlRequest.variables)) return send(200, { errors: [badInput(NUL_MESSAGE)] });

    const context = createContext(request);
    const budget = startBudget(context, limits, operation.operation === 'query');
    const result = await budget.race(
      Promise.resolve(
        execute({
          schema,
          document,
          variableValues: graphqlRequest.variables,
          operationName: graphqlRequest.operationName,
          contextValue: context,
        }),
      ),
    );
    // As WooGraphQL's QL_Session_Handler: every GraphQL answer carries the session's (refreshed)
    // token, bare; clients send it back as `Session <token>`.
    response.setHeader(SESSION_HEADER, await context.session.responseToken());
    const overBudget = (refusal: GraphQLError) => {
      logger.warn(
        { code: refusal.extensions.code, operation: graphqlRequest.operationName },
        refusal.message,
      );
      send(200, { data: null, errors: [refusal] });
    };
    if (budget.exceeded || !result) return overBudget(budget.exceeded ?? answerTooLarge(limits));
    const errors: GraphQLError[] = [];
    for (const error of result.errors ?? []) {
      // Bad input (a wrong password, an expired sign-in, an empty cart) is the client's business,
      // and so are variables of the wrong type and values the database refuses: logged in one
      // line without SQL or stack. Anything else is ours and is logged with its stack.
      if (error.extensions?.code === 'BAD_USER_INPUT' || error.originalError instanceof UserInputError) {
        errors.push(error);
        continue;
      }
      const mistake = clientErrorOf(error);
      if (mistake) {
        logger.info({ path: error.path, reason: mistake.reason }, 'GraphQL request refused: bad input');
        errors.push(mistake.error);
        continue;
      }
      logger.error({ err: error.originalError ?? error, path: error.path }, 'GraphQL resolver failed');
      errors.push(maskInternalError(error));
    }
    const answer = JSON.stringify({ ...result, errors: errors.length > 0 ? worded(errors) : undefined });
    if (Buffer.byteLength(answer) > limits.maxResponseBytes) return overBudget(answerTooLarge(limits));
    response.writeHead(200, { 'content-type': contentType });
    response.end(answer);
  };
}

/** Errors we did not raise on purpose are logged, and the client gets a generic sentence. */
function maskInternalError(error: GraphQLError): GraphQLError {
  if (!error.originalError || error.originalError instanceof GraphQLError) return error;
  return new GraphQLError('Something went wrong. Please try again.', {
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
