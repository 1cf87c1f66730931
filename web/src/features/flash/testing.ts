/** Room states for the Flash tests: a table of the 1-coin tier with the seats given, every other field a default. */
import { flashTableTerms, type FlashPlayerView, type FlashRoomView } from "@arena/contracts";
import { completeFlashView } from "./view";

export function flashPlayer(overrides: Partial<FlashPlayerView> = {}): FlashPlayerView {
  return {
    id: "",
    playerName: "",
    isConnected: true,
    isCreator: false,
    isAccept: false,
    isBot: false,
    status: "WAITING",
    stack: 50,
    inHand: false,
    seen: false,
    blindBets: 0,
    bet: 0,
    shownCards: [],
    handName: "",
    lastNet: 0,
    leaving: false,
    ...overrides,
  };
}

export function flashView(overrides: Partial<FlashRoomView> = {}): FlashRoomView {
  const terms = flashTableTerms(overrides.boot ?? 1);
  return completeFlashView({
    roomId: "room1",
    gameType: "Private",
    roomAmount: terms.boot,
    boot: terms.boot,
    blindLimit: terms.blindLimit,
    chaalLimit: terms.chaalLimit,
    potLimit: terms.potLimit,
    minBuyIn: terms.minBuyIn,
    maxBuyIn: terms.maxBuyIn,
    defaultBuyIn: terms.defaultBuyIn,
    ...overrides,
  })!;
}
