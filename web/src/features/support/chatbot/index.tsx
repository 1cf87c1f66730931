import { loadTexts } from "../../../i18n";
import { LoadError, SkeletonLines } from "../../../shell/Status";
import { lazyModule } from "./lazyModule";
import { SUPPORT_BOT_TEXTS } from "./texts";

/**
 * The support chatbot's panel, in the dialog of the floating chat button. This file is all the first download holds
 * of it: the panel's code, its contracts and its texts load when the chat is first opened.
 */
const usePanel = lazyModule(() => Promise.all([import("./ChatbotPanel"), loadTexts(SUPPORT_BOT_TEXTS)]).then(([m]) => m));

export function ChatbotPanel() {
  const { module, failed, retry } = usePanel();
  if (module) return <module.ChatbotPanel />;
  if (failed) return <LoadError compact onRetry={retry} />;
  return <SkeletonLines lines={3} />;
}
