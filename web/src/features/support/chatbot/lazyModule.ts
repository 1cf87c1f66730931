import { useEffect, useState } from "react";

/**
 * A module loaded on first use, kept once loaded: `useLoaded` answers it, or "loading", or "failed" with a retry
 * (a chunk that cannot be fetched, e.g. offline, leaves a retry in the panel instead of breaking the page).
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  const get = () => load().then((m) => (loaded = m));
  return function useLoaded(): { module: T | null; failed: boolean; retry: () => void } {
    const [module, setModule] = useState<T | null>(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (module || failed) return;
      let live = true;
      get().then(
        (m) => live && setModule(() => m),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [module, failed]);
    return { module, failed, retry: () => setFailed(false) };
  };
}
