import { useSyncExternalStore } from "react";

/** Phones: the top bar's secondary actions move into the drawer (matches topbar.css). */
export const PHONE_QUERY = "(max-width: 767.98px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
