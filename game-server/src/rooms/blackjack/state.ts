import { schema, t, type SchemaType } from "@colyseus/schema";
import { tablePlayerFields, tableStateFields } from "../table/state.js";

/** The one seat ("player"): the kit's player fields only; the round is the table's. */
export const BlackjackPlayer = schema({ ...tablePlayerFields }, "BlackjackPlayer");
export type BlackjackPlayer = SchemaType<typeof BlackjackPlayer>;

/** One player hand (BLACKJACK_HAND_FIELDS). Coins are float64 (a float32 would send 57.6 as 57.5999). */
export const BlackjackHand = schema(
  {
    cards: t.array("string"),
    bet: t.float64().default(0),
    doubled: t.boolean().default(false),
    fromSplit: t.boolean().default(false),
    total: t.uint8().default(0),
    soft: t.boolean().default(false),
    outcome: t.string().default(""),
    paid: t.float64().default(0),
  },
  "BlackjackHand",
);
export type BlackjackHand = SchemaType<typeof BlackjackHand>;

/** The "blackjack" room's synchronised state (BLACKJACK_STATE_FIELDS in the contracts): the player's view of the round. */
export const BlackjackRoomState = schema(
  {
    ...tableStateFields,
    betAmounts: t.array("float64"),
    phase: t.string().default("betting"),
    bet: t.float64().default(0),
    hands: t.array(BlackjackHand),
    active: t.uint8().default(0),
    /** Up card first; "" for the hole card while it is face down. */
    dealer: t.array("string"),
    dealerTotal: t.uint8().default(0),
    insurance: t.float64().default(0),
    legal: t.array("string"),
    staked: t.float64().default(0),
    paid: t.float64().default(0),
    net: t.float64().default(0),
    rounds: t.uint32().default(0),
    players: t.map(BlackjackPlayer),
  },
  "BlackjackRoomState",
);
export type BlackjackRoomState = SchemaType<typeof BlackjackRoomState>;
