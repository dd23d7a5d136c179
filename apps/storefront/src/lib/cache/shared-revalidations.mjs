// Plain JavaScript, like backend-cache-handler.mjs which uses it.

/** @typedef {import('./backend-cache-handler.mjs').Store} Store */
/** @typedef {import('../../server/shared-cache.mjs').SharedCache} SharedCache */

/** The hash in Redis of each tag's latest revalidation, for instances that were not listening. */
const SHARED_TAGS = 'tag-revalidations';

/**
 * Records revalidations of `tags` at `at` (milliseconds): whatever the memory holds under them is
 * stale from now on.
 * @param {Store} memory
 * @param {string[]} tags
 * @param {number} at
 */
export function revalidated(memory, tags, at) {
  memory.version += 1;
  for (const tag of tags) {
    memory.tags.set(tag, memory.version);
    memory.tagTimes.set(tag, Math.max(at, memory.tagTimes.get(tag) ?? 0));
  }
}

/**
 * Keeps `memory` in step with the other instances: their revalidations as they are told, and on
 * each connection to Redis those it missed, while telling them of its own it could not.
 * @param {Store} memory
 * @param {SharedCache} shared
 */
export function followOtherInstances(memory, shared) {
  if (memory.listening || !shared.enabled) return;
  memory.listening = true;
  shared.onMessage((message) => {
    if (message.type === 'tags' && Array.isArray(message.tags))
      revalidated(memory, message.tags.map(String), Number(message.at) || Date.now());
  });
  shared.onConnect(async () => {
    const missed = (await shared.numbers(SHARED_TAGS)).filter(
      ([tag, at]) => at > (memory.tagTimes.get(tag) ?? 0),
    );
    for (const [tag, at] of missed) revalidated(memory, [tag], at);
    const untold = [...memory.untold];
    memory.untold.clear();
    for (const [tag, at] of untold) await tell(memory, shared, [tag], at);
  });
}

/**
 * Tells Redis and every other instance of a revalidation, or keeps it to tell later.
 * @param {Store} memory
 * @param {SharedCache} shared
 * @param {string[]} tags
 * @param {number} at
 */
export async function tell(memory, shared, tags, at) {
  if (!shared.enabled) return;
  const told =
    (await shared.raise(
      SHARED_TAGS,
      tags.map((tag) => [tag, at]),
    )) && (await shared.publish({ type: 'tags', tags, at }));
  if (!told) for (const tag of tags) memory.untold.set(tag, Math.max(at, memory.untold.get(tag) ?? 0));
}
