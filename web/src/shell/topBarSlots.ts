import { createContext, type ReactNode } from "react";

/**
 * What the top bar shows that belongs to a feature (the shell imports none): app/RootFrame composes it. Today the
 * notifications bell, beside the account menu of a signed-in player.
 */
export const TopBarBell = createContext<ReactNode>(null);
