import { describe, expect, it, vi } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  checkDueOnVisible,
  createBuildWatcher,
  isOtherBuild,
  readBuildAnswer,
} from './build-check';

describe('readBuildAnswer', () => {
  it('reads the build id of the endpoint’s answer', () => {
    expect(readBuildAnswer({ buildId: 'abc123' })).toBe('abc123');
    expect(readBuildAnswer({ buildId: ' abc ' })).toBe('abc');
  });

  it('is null for anything else', () => {
    expect(readBuildAnswer({ buildId: null })).toBeNull();
    expect(readBuildAnswer({ buildId: '' })).toBeNull();
    expect(readBuildAnswer({ buildId: 7 })).toBeNull();
    expect(readBuildAnswer('abc')).toBeNull();
    expect(readBuildAnswer(null)).toBeNull();
  });
});

describe('isOtherBuild', () => {
  it('is true only when both ids are known and differ', () => {
    expect(isOtherBuild('a', 'b')).toBe(true);
    expect(isOtherBuild('a', 'a')).toBe(false);
    expect(isOtherBuild(null, 'b')).toBe(false);
    expect(isOtherBuild('a', null)).toBe(false);
  });
});

describe('checkDueOnVisible', () => {
  it('calls for a check after the tab was hidden longer than an hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(checkDueOnVisible(0, 3_600_001)).toBe(true);
    expect(checkDueOnVisible(0, 3_600_000)).toBe(false);
    expect(checkDueOnVisible(1_000, 60_000)).toBe(false);
    expect(checkDueOnVisible(null, 10_000_000)).toBe(false);
  });
});

describe('createBuildWatcher', () => {
  it('becomes outdated when the server reports another build, and stays so without asking again', async () => {
    const fetchBuildId = vi.fn(async () => 'new');
    const watcher = createBuildWatcher({ buildId: 'old', fetchBuildId });
    expect(watcher.outdated).toBe(false);
    await expect(watcher.check()).resolves.toBe(true);
    expect(watcher.outdated).toBe(true);
    await watcher.check();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('stays current while the server runs the same build, or cannot be asked', async () => {
    const answers = ['old', null];
    const fetchBuildId = vi.fn(async () => answers.shift() ?? null);
    const watcher = createBuildWatcher({ buildId: 'old', fetchBuildId });
    await expect(watcher.check()).resolves.toBe(false);
    await expect(watcher.check()).resolves.toBe(false);
    const failing = createBuildWatcher({
      buildId: 'old',
      fetchBuildId: () => Promise.reject(new Error('offline')),
    });
    await expect(failing.check()).resolves.toBe(false);
    expect(failing.outdated).toBe(false);
  });

  it('never asks when the page does not know its build', async () => {
    const fetchBuildId = vi.fn(async () => 'new');
    const watcher = createBuildWatcher({ buildId: null, fetchBuildId });
    await expect(watcher.check()).resolves.toBe(false);
    expect(fetchBuildId).not.toHaveBeenCalled();
  });

  it('shares one request between overlapping checks', async () => {
    const fetchBuildId = vi.fn(async () => 'new');
    const watcher = createBuildWatcher({ buildId: 'old', fetchBuildId });
    await Promise.all([watcher.check(), watcher.check()]);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab comes back after more than an hour hidden, not sooner', async () => {
    const fetchBuildId = vi.fn(async () => 'new');
    const watcher = createBuildWatcher({ buildId: 'old', fetchBuildId });
    watcher.hidden(1_000);
    expect(watcher.visible(1_000 + 60_000)).toBeNull();
    expect(fetchBuildId).not.toHaveBeenCalled();
    watcher.hidden(100_000);
    // A second "hidden" keeps the first time.
    watcher.hidden(200_000);
    await expect(watcher.visible(100_000 + BUILD_CHECK_INTERVAL_MS + 1)).resolves.toBe(true);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    expect(watcher.visible(10_000_000_000)).toBeNull();
  });
});
