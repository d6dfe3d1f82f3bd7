import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` (default `step`) at first, `step` more
 * in each later task until all are shown. A long list then renders in short tasks, none long enough
 * to block a slow phone's main thread (docs/performance.md).
 */
export function useProgressiveCount(total: number, step: number, first = step): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

const onIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 50);
  return () => clearTimeout(timer);
};

/** False until `ready` has been true and the browser has had an idle moment since (then true for good). */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return onIdle(() => setIdle(true));
  }, [ready, idle]);
  return idle;
}
