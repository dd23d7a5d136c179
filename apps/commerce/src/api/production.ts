/**
 * What a public backend keeps to itself: its schema (no introspection unless public
 * introspection is on, no "Did you mean …" suggestions), and its SQL (a value the database
 * refuses is the client's mistake, answered in words and logged without the statement).
 */
import { type ASTVisitor, type DocumentNode, GraphQLError, type ValidationContext, visit } from 'graphql';

/**
 * WPGraphQL's DisableIntrospection rule, applied while "public introspection" is off: `__schema`
 * and `__type` are refused with its message; `__typename` stays allowed.
 */
export function noPublicIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError(
            'GraphQL introspection is not allowed, but the query contained __schema or __type',
            {
              nodes: node,
              extensions: { code: 'INTROSPECTION_DISABLED' },
            },
          ),
        );
      }
    },
  };
}

/**
 * graphql-armor's block-field-suggestions replaces `Did you mean "…"` with a mask and leaves the
 * question mark; graphql-js also suggests enum values (`Did you mean the enum value "…"?`), which
 * spell out the schema as well, so every form is removed, sentence and all.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function hideSuggestions(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  SUGGESTION.lastIndex = 0;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

export const NUL_MESSAGE =
  'Text in the request contains a NUL character (\\u0000), which the store cannot keep. Remove it and try again.';

/** Whether a string literal of the document holds a NUL character, which PostgreSQL text cannot hold. */
export function containsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

/**
 * Whether a value sent as variables holds a NUL character anywhere. Walked with a list, not
 * JSON.stringify: variables nested 20,000 objects deep overflowed the stack (an HTTP 500).
 */
export function variablesContainNul(variables: Record<string, unknown>): boolean {
  const pending: unknown[] = [variables];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

interface ClientError {
  error: GraphQLError;
  /** What to log: the database's or graphql-js's sentence, never the SQL. */
  reason: string;
}

/** The SQLSTATE of a database error, through drizzle's wrapping (`cause`). */
function sqlState(error: unknown): string | null {
  for (let current = error, hops = 0; current instanceof Error && hops < 4; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

function databaseMessage(error: unknown): string {
  for (let current = error, hops = 0; current instanceof Error && hops < 4; hops++) {
    if (!current.message.startsWith('Failed query:')) return current.message;
    current = current.cause;
  }
  return 'the database refused a value';
}

/**
 * An execution error the client caused, with the answer it gets, or null when the fault is ours.
 * - Variables of the wrong type or shape: graphql-js refuses them before any resolver runs (an
 *   error without a path); its sentence is already for the client.
 * - A value the database refuses as data (SQLSTATE class 22: out of range, malformed number or
 *   date, invalid text): the request, not the server, is wrong.
 */
export function clientErrorOf(
  error: GraphQLError,
): (ClientError & { error: GraphQLError & { extensions: { code: string } } }) | null {
  if (!error.path) {
    return {
      error: new GraphQLError(error.message, {
        nodes: error.nodes,
        extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
      }) as GraphQLError & { extensions: { code: string } },
      reason: error.message,
    };
  }
  const state = sqlState(error.originalError);
  if (state?.startsWith('22')) {
    return {
      error: new GraphQLError(
        'A value in the request cannot be used: it is out of range or not in the expected form. Check the values and try again.',
        { path: error.path, extensions: { code: 'BAD_USER_INPUT' } },
      ) as GraphQLError & { extensions: { code: string } },
      reason: `${state}: ${databaseMessage(error.originalError)}`,
    };
  }
  return null;
}
