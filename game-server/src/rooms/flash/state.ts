import { schema, t, type SchemaType } from "@colyseus/schema";
import { tablePlayerFields, tableStateFields } from "../table/state.js";

/**
 * One seat ("1"–"7"): who sits there, their chips, and where they are in the hand (FLASH_PLAYER_FIELDS). Coins are
 * float64: the schema's `number` sends a fraction as float32 when it is within 1e-4, and 57.6 would arrive as 57.5999.
 */
export const FlashPlayer = schema(
  {
    ...tablePlayerFields,
    /** WAITING, ACTIVE, ALL_IN, PACKED or SITTING_OUT. */
    status: t.string().default("WAITING"),
    /** Coins on the seat (during a hand: after this hand's bets). */
    stack: t.float64().default(0),
    inHand: t.boolean().default(false),
    seen: t.boolean().default(false),
    blindBets: t.uint8().default(0),
    /** Coins put in the pot this hand. */
    bet: t.float64().default(0),
    /** Cards shown to everyone at the end of a hand. */
    shownCards: t.array("string"),
    handName: t.string().default(""),
    lastNet: t.float64().default(0),
    leaving: t.boolean().default(false),
  },
  "FlashPlayer",
);
export type FlashPlayer = SchemaType<typeof FlashPlayer>;

/** A seat's cards in the hand: only ever sent to the clients whose StateView holds it (the rules' playerView). */
export const FlashCards = schema({ cards: t.array("string") }, "FlashCards");
export type FlashCards = SchemaType<typeof FlashCards>;

/** What the seat to act may do now, priced (coins; 0 = not allowed). */
export const FlashChoices = schema(
  {
    seat: t.string().default(""),
    bet: t.float64().default(0),
    betAllIn: t.boolean().default(false),
    double: t.float64().default(0),
    see: t.boolean().default(false),
    pack: t.boolean().default(false),
    show: t.float64().default(0),
    showAllIn: t.boolean().default(false),
    sideshow: t.float64().default(0),
    sideshowTarget: t.string().default(""),
    answerSideshow: t.boolean().default(false),
  },
  "FlashChoices",
);
export type FlashChoices = SchemaType<typeof FlashChoices>;

/** The hand's latest action (n: actions so far), so every client animates the same step. */
export const FlashLastAction = schema(
  {
    n: t.uint16().default(0),
    seat: t.string().default(""),
    type: t.string().default(""),
    amount: t.float64().default(0),
    double: t.boolean().default(false),
    allIn: t.boolean().default(false),
    accept: t.boolean().default(false),
  },
  "FlashLastAction",
);
export type FlashLastAction = SchemaType<typeof FlashLastAction>;

/** The "flash" room's synchronised state (FLASH_STATE_FIELDS in the contracts). */
export const FlashRoomState = schema(
  {
    ...tableStateFields,
    boot: t.float64().default(0),
    blindLimit: t.uint8().default(0),
    chaalLimit: t.float64().default(0),
    potLimit: t.float64().default(0),
    minBuyIn: t.float64().default(0),
    maxBuyIn: t.float64().default(0),
    defaultBuyIn: t.float64().default(0),
    a23: t.string().default("second"),
    tableStatus: t.string().default("not_started"),
    handNumber: t.uint32().default(0),
    nextHandAt: t.number().default(0),
    dealer: t.string().default(""),
    turn: t.string().default(""),
    pot: t.float64().default(0),
    stake: t.float64().default(0),
    sideshowAsker: t.string().default(""),
    sideshowTarget: t.string().default(""),
    choices: t.ref(FlashChoices).default(() => new FlashChoices()),
    lastAction: t.ref(FlashLastAction).default(() => new FlashLastAction()),
    /** Keyed by seat, "1"–"7". */
    players: t.map(FlashPlayer),
    /** Hidden cards by seat: each entry reaches only the clients the rules let see it. */
    hands: t.map(FlashCards).view(),
  },
  "FlashRoomState",
);
export type FlashRoomState = SchemaType<typeof FlashRoomState>;
