import type { ComponentType } from "react";
import type { RouteLayout } from "@arena/contracts";
import type { TextPack } from "../i18n/packs";

/**
 * What a game gives the app (features/<game>/index.ts): its screens by route, the shell frame they sit in and its
 * texts. The entry itself is small and in the first download; the screens and texts load when a route of the game
 * is first shown.
 */
export interface GameEntry {
  /** Its section of the side menu and the home page ("/ludo"); its card there is playable once registered. */
  section: string;
  /** The shell frame its screens sit in: the route table's layout of its routes. */
  layout: RouteLayout;
  /** Each route of the spec's route table the game serves, with the page it shows there. */
  routes: Record<string, () => Promise<ComponentType>>;
  /** The texts its screens use (the table's and its own), loaded before they render. */
  texts: readonly TextPack[];
}
