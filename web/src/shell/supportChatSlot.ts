import { createContext, type ReactNode } from "react";

/**
 * What the floating chat button's panel shows (a feature: the shell imports none): app/RootFrame composes it. Today
 * the support chatbot, which hands over to live support inside the same panel.
 */
export const SupportChatSlot = createContext<ReactNode>(null);
