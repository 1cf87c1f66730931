import type { AppContext } from "../../context.js";
import type { AnyGameDefinition } from "./definition.js";
import { CashTableRoom } from "./CashTableRoom.js";
import { EntryFeeTableRoom } from "./EntryFeeTableRoom.js";
import { HouseTableRoom } from "./HouseTableRoom.js";

/**
 * The room class of one game on one platform (a fixed server seed only where tests ask for one): a table that plays
 * hand after hand with buy-ins when the game settles hands (`handNets`), a house table when the game plays against the
 * house (`house`), else a table of one game per entry fee.
 */
export function tableRoomFor(ctx: AppContext, definition: AnyGameDefinition, options: { fixedServerSeed?: string } = {}): typeof EntryFeeTableRoom {
  // Both are concrete tables of the kit with the same constructor; the type names one of them for the mixin below.
  const Base = (definition.handNets ? CashTableRoom : definition.house ? HouseTableRoom : EntryFeeTableRoom) as typeof EntryFeeTableRoom;
  return class PlatformTableRoom extends Base {
    protected override app = ctx;
    protected override def = definition;
    protected override fixedServerSeed = options.fixedServerSeed;
    override state = definition.newState();
  };
}
