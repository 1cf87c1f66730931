import { Room, ServerError, type Client } from "@colyseus/core";
import { POOLS_MAX_MESSAGES_PER_SECOND, POOLS_PUSH_EVERY_MS, poolsJoinOptionsSchema, type PoolsServerMessage, type PoolsServerPayload } from "@arena/contracts";
import type { AppContext } from "../../context.js";
import { isDomainError } from "../../services/errors.js";
import { poolsChannel } from "../../services/pools/announce.js";
import { topicFigures } from "../../services/pools/live.js";
import { refuseWhileShuttingDown } from "../shutdown.js";

type Figures = Awaited<ReturnType<typeof topicFigures>>;

/**
 * "pools": one room per watched topic (a Derby race or the open races, an H2H match or question), found by its topic
 * on any process (joinOrCreate filtered by `topic`). Watchers need no session and send nothing: they get the topic's
 * figures on join and again after every change, which the services announce through presence once committed. Changes
 * are gathered for `POOLS_PUSH_EVERY_MS`, so a burst of bets is one read and one message however fast it comes.
 * Messages only, no synced state: each message is the whole figures, the same body as the topic's REST call.
 */
export class PoolsRoom extends Room {
  protected app!: AppContext;
  private topic = "";
  private figures!: Figures;
  private pending = false;
  /** Reads run one after another, so watchers never get older figures after newer ones. */
  private work: Promise<unknown> = Promise.resolve();
  private onChange = () => {
    if (this.pending) return;
    this.pending = true;
    this.clock.setTimeout(() => {
      this.pending = false;
      this.work = this.work.then(() => this.refresh());
    }, POOLS_PUSH_EVERY_MS);
  };

  override async onCreate(options: unknown) {
    const parsed = poolsJoinOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) throw new ServerError(400, parsed.error.issues[0]?.message ?? "Invalid room options.");
    this.topic = parsed.data.topic;
    try {
      this.figures = await topicFigures(this.app.db, this.topic);
    } catch (err) {
      if (isDomainError(err)) throw new ServerError(err.status, err.message);
      throw err;
    }
    this.autoDispose = true;
    this.maxMessagesPerSecond = POOLS_MAX_MESSAGES_PER_SECOND;
    await this.presence.subscribe(poolsChannel(this.topic), this.onChange);
    this.onMessage("*", (client, type) => this.tell(client, "error", { code: "BAD_MESSAGE", message: "This room takes no messages: it only sends figures.", type: String(type).slice(0, 40) }));
  }

  override onJoin(client: Client) {
    refuseWhileShuttingDown();
    client.send(this.figures.type, this.figures.payload);
  }

  override async onDispose() {
    this.presence.unsubscribe(poolsChannel(this.topic), this.onChange);
  }

  private async refresh(): Promise<void> {
    try {
      this.figures = await topicFigures(this.app.db, this.topic);
      this.broadcast(this.figures.type, this.figures.payload);
    } catch (err) {
      // A failed read keeps the last figures; the next change reads again.
      this.app.logger.warn({ err, topic: this.topic }, "pools figures could not be read");
    }
  }

  private tell<K extends PoolsServerMessage>(client: Client, type: K, payload: PoolsServerPayload<K>): void {
    client.send(type, payload);
  }
}

/** The pools room of a platform. */
export function poolsRoomFor(ctx: AppContext): typeof PoolsRoom {
  return class PlatformPoolsRoom extends PoolsRoom {
    protected override app = ctx;
  };
}
