import { lazy, Suspense } from "react";
import { loadTexts } from "../../../i18n";
import { PageLoader } from "../../../shell/Status";

/**
 * The player's side of live support, shown inside the chatbot's panel when the bot hands over (zendesk true). This
 * module stays small: the chat, the realtime client and the texts load only when a player asks for a person.
 */
export interface BotLine {
  from: "player" | "bot";
  text: string;
}

export interface LiveSupportProps {
  /** The conversation with the bot so far, handed to the admin as context. */
  botTranscript: BotLine[];
  /** The player leaves live support and goes back to the bot. */
  onBack: () => void;
}

const Chat = lazy(() =>
  Promise.all([import("./LiveSupportChat"), import("./texts").then((m) => loadTexts(m.LIVE_SUPPORT_TEXTS))]).then(([m]) => ({ default: m.LiveSupportChat })),
);

export default function LiveSupport({ botTranscript, onBack }: LiveSupportProps) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Chat botTranscript={botTranscript} onBack={onBack} />
    </Suspense>
  );
}
