import type { AppContext } from "../../context.js";
import type { AnyGameDefinition } from "./definition.js";
import { TableRoom } from "./TableRoom.js";

/** The room class of one game on one platform (a fixed server seed only where tests ask for one). */
export function tableRoomFor(ctx: AppContext, definition: AnyGameDefinition, options: { fixedServerSeed?: string } = {}): typeof TableRoom {
  return class PlatformTableRoom extends TableRoom {
    protected override app = ctx;
    protected override def = definition;
    protected override fixedServerSeed = options.fixedServerSeed;
    override state = definition.newState();
  };
}
