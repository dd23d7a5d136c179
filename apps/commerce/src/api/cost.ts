/**
 * What an operation may cost the database, before it runs: each field weighed by the SQL it
 * takes, not only by the values it answers. A column of a row already read costs 1 per object
 * that holds it; a list multiplies what it holds by its page (`first`/`last`, at most the 100 a
 * connection answers, the default page when unsaid); a field read by a query of its own (a
 * connection, a batch loader) costs a statement for each place it appears in the document (one
 * batched statement per level, catalog/loaders.ts) plus what it reads for each parent. Related
 * products rank every product that shares a category or tag with each parent, hundreds of rows
 * apiece, so they weigh as such: 30 aliases of a 100-product page of related products cost about
 * 3 million and are refused, while a product page's related products cost about a thousand.
 */
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from '../lib/pagination.ts';

/** The most items a connection answers whatever `first`/`last` asks (WPGraphQL's max_query_amount). */
export const CONNECTION_CEILING = 100;

/** A statement of its own: a round trip and a plan, beside the rows it reads. */
export const STATEMENT_COST = 100;

/**
 * What a field reads for each parent object beyond its answer, in rows: related products rank
 * the products sharing a category or tag with each parent (a lateral join per parent).
 */
export const ROWS_PER_PARENT: Readonly<Record<string, number>> = { related: 1_000 };

/** Connections that answer fewer items than any `first` asks (their resolvers' limits). */
const PAGE_CEILING: Readonly<Record<string, number>> = { related: 5, galleryImages: 20 };

/** A plain list (not a connection) of a row's own values (metaData, customTabs): items guessed. */
const PLAIN_LIST_ITEMS = 10;

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Variables;
}

/** The page a `first`/`last` argument asks for, as the connection will answer it. */
function pageSize(field: FieldNode, variables: Variables): number {
  return Math.min(askedPage(field, variables), PAGE_CEILING[field.name.value] ?? CONNECTION_CEILING);
}

function askedPage(field: FieldNode, variables: Variables): number {
  for (const argument of field.arguments ?? []) {
    if (argument.name.value !== 'first' && argument.name.value !== 'last') continue;
    const value = argumentValue(argument.value, variables);
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) {
      return Math.min(value, CONNECTION_CEILING);
    }
  }
  return DEFAULT_PAGE_SIZE;
}

function argumentValue(node: ValueNode, variables: Variables): unknown {
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  return undefined;
}

const isConnection = (type: GraphQLNamedType) => type.name.endsWith('Connection');

/** The field definition a selection names, on an object, interface or (for `__typename`) union. */
function fieldOf(type: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

/**
 * The cost of a selection set resolved on `parents` objects of `type`; `page` is the page of the
 * connection it belongs to (for its `nodes` and `edges`).
 */
function selectionCost(
  walk: Walk,
  set: SelectionSetNode,
  type: GraphQLNamedType,
  parents: number,
  page: number,
) {
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      cost += selectionCost(walk, selection.selectionSet, on ?? type, parents, page);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      // Validation has refused unknown and cyclic fragments before the cost is asked.
      const fragment = walk.fragments.get(selection.name.value);
      const on = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment) cost += selectionCost(walk, fragment.selectionSet, on ?? type, parents, page);
    } else {
      cost += fieldCost(walk, selection, type, parents, page);
    }
  }
  return cost;
}

function fieldCost(
  walk: Walk,
  field: FieldNode,
  parentType: GraphQLNamedType,
  parents: number,
  page: number,
) {
  const name = field.name.value;
  // Introspection and __typename read no database.
  if (name.startsWith('__')) return 0;
  const definition = fieldOf(parentType, name);
  if (!definition) return parents;
  const type = getNamedType(definition.type);
  if (isLeafType(type) || !field.selectionSet) return parents;
  let wrapped = definition.type;
  if (isNonNullType(wrapped)) wrapped = wrapped.ofType;
  const ownRows = (ROWS_PER_PARENT[name] ?? 0) * parents;
  if (isConnection(type)) {
    // The connection's own statement (batched over its parents), then its page for each parent.
    const own = pageSize(field, walk.variables);
    return STATEMENT_COST + ownRows + parents + selectionCost(walk, field.selectionSet, type, parents, own);
  }
  if (isListType(wrapped)) {
    // `nodes` and `edges` hold the connection's page; other lists are a row's own values.
    const items = name === 'nodes' || name === 'edges' ? page : PLAIN_LIST_ITEMS;
    return parents + selectionCost(walk, field.selectionSet, type, parents * items, page);
  }
  // One object per parent: a loaded one (an image, a parent) costs a batched statement.
  const loaded = isConnectionPart(parentType) ? 0 : STATEMENT_COST;
  return loaded + ownRows + parents + selectionCost(walk, field.selectionSet, type, parents, page);
}

/** An edge's node and a connection's page info come with the connection's own statement. */
const isConnectionPart = (type: GraphQLNamedType) => isConnection(type) || type.name.endsWith('Edge');

/** The operation's cost with the request's variables (and the operation's defaults) written in. */
export function operationCost(
  schema: GraphQLSchema,
  fragments: readonly FragmentDefinitionNode[],
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const defaults: Variables = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const value = definition.defaultValue;
    if (value?.kind === Kind.INT) defaults[definition.variable.name.value] = Number(value.value);
  }
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  const walk: Walk = {
    schema,
    fragments: new Map(fragments.map((fragment) => [fragment.name.value, fragment])),
    variables: { ...defaults, ...variables },
  };
  return selectionCost(walk, operation.selectionSet, root, 1, DEFAULT_PAGE_SIZE);
}
