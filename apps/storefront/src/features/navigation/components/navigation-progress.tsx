'use client';

import { useSyncExternalStore } from 'react';
import { IDLE, type ProgressState } from '../progress';
import { navigationProgress } from '../runtime';
import styles from './navigation-progress.module.css';

const serverState = (): ProgressState => IDLE;

/**
 * The thin bar on top of the window while a navigation inside the shop takes longer than 200 ms
 * (timing: ../progress.ts; started by the router through src/instrumentation-client.ts, finished
 * by the route observer). A progressbar for assistive technology while it runs, hidden from it
 * otherwise.
 */
export function NavigationProgress({ label }: { label: string }) {
  const { visible, progress } = useSyncExternalStore(
    navigationProgress.subscribe,
    navigationProgress.getState,
    serverState,
  );
  return (
    <div
      className={styles.track}
      data-visible={visible}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={visible ? undefined : true}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
