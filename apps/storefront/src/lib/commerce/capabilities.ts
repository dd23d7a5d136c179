import 'server-only';
import { type DocumentNode, type FieldNode, Kind, print } from 'graphql';
import { graphqlClientSettings } from '@/config/graphql';
import {
  type Capabilities,
  PLUGIN_FEATURE_NAMES,
  PLUGIN_FEATURES,
  type PluginFeature,
  parseFeatureSetting,
} from '@/graphql/plugin-features';
import { serverLog } from '@/lib/log/server-log';
import { CACHE_TAGS } from './server/cache';
import { graphqlEndpoint } from './server/endpoint';
import { GraphQLClientError, type GraphQLError, graphqlRequest } from './server/transport';

/**
 * Which optional features (graphql/plugin-features.ts) the backend at GQL_HOST has, learned once
 * per backend and refreshed now and then so a plugin installed later is noticed; or told by
 * STORE_PLUGIN_FEATURES (`all`, `none` or a list such as `banner,tabs`), which skips discovery.
 *
 * Discovery cannot rely on introspection: WPGraphQL refuses `__schema`/`__type` to anonymous
 * callers unless "public introspection" is on (wp-graphql src/Server/ValidationRules/
 * DisableIntrospection.php: enabled while no user is signed in, debug is off and the setting
 * `public_introspection_enabled` is 'off', its default). Instead each feature's own operations
 * are sent with one extra field no schema has: validation then always fails, so nothing runs on
 * the backend (a mutation probe changes nothing), and the answer lists every field the backend
 * cannot answer. graphql-php words them "Cannot query field "x" on type "Y"." (webonyx/graphql-php
 * src/Validator/Rules/FieldsOnCorrectType.php, undefinedFieldMessage), as graphql-js does.
 * The probe field's own error proves the answer came from a validator; any other error means that
 * operation would be rejected, so the feature is absent. An answer without the probe field's
 * error (backend down, an HTML error page) decides nothing and is not remembered.
 */

/** The field no schema has, added to every probe. */
export const PROBE_FIELD = 'storefrontCapabilityProbe';
/** How long a discovered answer holds before the backend is asked again. */
export const REFRESH_SECONDS = 600;

export type ProbeOutcome = 'present' | 'absent' | 'unknown';

/** A feature operation with the probe field added to its top-level selection. */
export function probeDocument(document: DocumentNode): string {
  const probe: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: PROBE_FIELD } };
  return print({
    ...document,
    definitions: document.definitions.map((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? {
            ...definition,
            selectionSet: {
              ...definition.selectionSet,
              selections: [...definition.selectionSet.selections, probe],
            },
          }
        : definition,
    ),
  });
}

/** Reads a probe's answer (see the module comment). */
export function readProbeAnswer(errors: readonly GraphQLError[]): ProbeOutcome {
  const isProbeError = (error: GraphQLError) => error.message.includes(`"${PROBE_FIELD}"`);
  if (!errors.some(isProbeError)) return 'unknown';
  return errors.every(isProbeError) ? 'present' : 'absent';
}

/** True for a validation error that says the backend lacks a field (the answer of a plugin-less site). */
export function isMissingFieldError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof GraphQLClientError) {
      return current.errors.some((entry) => isMissingFieldMessage(entry.message));
    }
  }
  return false;
}

export interface CapabilityRegistryOptions {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (tests move time). */
  now?: () => number;
  log?: (message: string) => void;
  timeoutMs?: number;
  /** Whether the backend is sent persisted operations only (then nothing is probed). */
  persisted?: () => boolean;
}

interface Known {
  present: boolean;
  until: number;
}
interface BackendEntry {
  known: Partial<Record<PluginFeature, Known>>;
  pending: Promise<Capabilities> | null;
}

export interface CapabilityRegistry {
  /** The features of the backend at `endpoint`; unknown ones (backend unreachable) count as absent this time. */
  capabilities(endpoint: string): Promise<Capabilities>;
  /** A feature's read was refused as invalid: it is absent there until the next refresh (logged once). */
  markAbsent(endpoint: string, feature: PluginFeature, reason: string): void;
}

export function createCapabilityRegistry(options: CapabilityRegistryOptions = {}): CapabilityRegistry {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => serverLog.warn(message));
  const backends = new Map<string, BackendEntry>();

  const entryOf = (endpoint: string) => {
    let entry = backends.get(endpoint);
    if (!entry) {
      entry = { known: {}, pending: null };
      backends.set(endpoint, entry);
    }
    return entry;
  };

  const snapshot = (entry: BackendEntry): Capabilities =>
    Object.fromEntries(
      PLUGIN_FEATURE_NAMES.map((feature) => [feature, entry.known[feature]?.present ?? false]),
    ) as Record<PluginFeature, boolean>;

  async function probe(endpoint: string, document: DocumentNode): Promise<ProbeOutcome> {
    try {
      const result = await graphqlRequest(
        { query: probeDocument(document) },
        {
          endpoint,
          origin: graphqlClientSettings().origin,
          errorPolicy: 'all',
          clientName: 'storefront-capabilities',
          timeoutMs: options.timeoutMs,
          fetch: options.fetch,
          // Cached like a page's reads (a no-store fetch would turn a cached page dynamic).
          init: { next: { revalidate: REFRESH_SECONDS, tags: [CACHE_TAGS.all] } },
        },
      );
      return readProbeAnswer(result.errors);
    } catch {
      return 'unknown';
    }
  }

  const persisted = options.persisted ?? (() => graphqlClientSettings().persistedOperations);

  async function probeFeature(endpoint: string, feature: PluginFeature): Promise<ProbeOutcome> {
    if (persisted()) return 'present';
    const outcomes = await Promise.all(PLUGIN_FEATURES[feature].map((document) => probe(endpoint, document)));
    if (outcomes.includes('absent')) return 'absent';
    return outcomes.includes('unknown') ? 'unknown' : 'present';
  }

  async function discover(
    endpoint: string,
    entry: BackendEntry,
    stale: PluginFeature[],
  ): Promise<Capabilities> {
    const outcomes = await Promise.all(stale.map((feature) => probeFeature(endpoint, feature)));
    const until = now() + REFRESH_SECONDS * 1000;
    stale.forEach((feature, index) => {
      const outcome = outcomes[index];
      if (outcome === 'unknown') return;
      const before = entry.known[feature]?.present;
      entry.known[feature] = { present: outcome === 'present', until };
      if (before !== (outcome === 'present')) {
        log(`Store plugin feature "${feature}" is ${outcome} at ${endpoint}`);
      }
    });
    return snapshot(entry);
  }

  return {
    capabilities(endpoint) {
      const entry = entryOf(endpoint);
      const time = now();
      const stale = PLUGIN_FEATURE_NAMES.filter((feature) => (entry.known[feature]?.until ?? 0) <= time);
      if (stale.length === 0) return Promise.resolve(snapshot(entry));
      // Concurrent callers share the discovery under way.
      if (!entry.pending) {
        entry.pending = discover(endpoint, entry, stale).finally(() => {
          entry.pending = null;
        });
      }
      return entry.pending;
    },
    markAbsent(endpoint, feature, reason) {
      const entry = entryOf(endpoint);
      const wasPresent = entry.known[feature]?.present !== false;
      entry.known[feature] = { present: false, until: now() + REFRESH_SECONDS * 1000 };
      if (wasPresent) log(`Store plugin feature "${feature}" is absent at ${endpoint}: ${reason}`);
    },
  };
}

// One registry per server process, shared by every route bundle that loads this module.
const REGISTRY_KEY = Symbol.for('storefront.commerce.capabilities');
function registry(): CapabilityRegistry {
  const holder = globalThis as { [REGISTRY_KEY]?: CapabilityRegistry };
  holder[REGISTRY_KEY] ??= createCapabilityRegistry();
  return holder[REGISTRY_KEY];
}

/** The plugin features of the configured backend: STORE_PLUGIN_FEATURES when set, else discovered. */
export async function storeCapabilities(): Promise<Capabilities> {
  const configured = parseFeatureSetting(process.env.STORE_PLUGIN_FEATURES);
  if (configured) return configured;
  return registry().capabilities(graphqlEndpoint());
}

export async function hasFeature(feature: PluginFeature): Promise<boolean> {
  return (await storeCapabilities())[feature];
}

/**
 * A read that needs `feature`: null (nothing sent) when the backend lacks it. When the backend
 * refuses it as invalid all the same (a plugin removed since discovery), the feature is marked
 * absent so later renders do not send it again, and the answer is null too; other failures
 * (backend down) reach the caller.
 */
export async function withFeature<T>(feature: PluginFeature, read: () => Promise<T>): Promise<T | null> {
  if (!(await hasFeature(feature))) return null;
  try {
    return await read();
  } catch (error) {
    if (!isMissingFieldError(error)) throw error;
    featureRefused(feature, error instanceof Error ? error.message : String(error));
    return null;
  }
}

/**
 * The backend refused an operation of `feature` as invalid: remember the feature as absent there
 * until the next refresh (logged once). A configured STORE_PLUGIN_FEATURES is left as it is.
 */
export function featureRefused(feature: PluginFeature, reason: string): void {
  if (process.env.STORE_PLUGIN_FEATURES) return;
  registry().markAbsent(graphqlEndpoint(), feature, reason);
}

/** True for a GraphQL error message that says the backend lacks a field. */
export function isMissingFieldMessage(message: string): boolean {
  return /^Cannot query field "/.test(message);
}

/**
 * A read composed for the backend's features (the product page's one document, which may use
 * `candidates`). When the backend refuses it as invalid all the same (a plugin removed since
 * discovery), the candidates it used are taken as absent until the next refresh (logged once) and
 * the read is retried once without them, so the page still renders. Probes answered from the
 * data cache would not see the change sooner, hence no rediscovery here.
 */
export async function withCapabilities<T>(
  candidates: readonly PluginFeature[],
  read: (capabilities: Capabilities) => Promise<T>,
): Promise<T> {
  const capabilities = await storeCapabilities();
  try {
    return await read(capabilities);
  } catch (error) {
    const used = candidates.filter((feature) => capabilities[feature]);
    if (!isMissingFieldError(error) || used.length === 0) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.STORE_PLUGIN_FEATURES) {
      // Told by configuration: keep it, but still render this page without the refused parts.
      return read({ ...capabilities, ...Object.fromEntries(used.map((feature) => [feature, false])) });
    }
    for (const feature of used) featureRefused(feature, reason);
    return read(await storeCapabilities());
  }
}
