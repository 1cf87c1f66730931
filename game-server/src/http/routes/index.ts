import type { AppContext } from "../../context.js";
import type { ApiRoute } from "../route.js";
import { adminUserRoutes } from "./admin.js";
import { blackjackRoutes } from "./blackjack.js";
import { chatbotRoutes } from "./chatbot.js";
import { chessRoutes } from "./chess.js";
import { coinRoutes } from "./coins.js";
import { contentAdminRoutes } from "./content.js";
import { devRoutes } from "./dev.js";
import { flashRoutes } from "./flash.js";
import { fraudRoutes } from "./fraud.js";
import { geoRoutes } from "./geo.js";
import { derbyRoutes } from "./derby.js";
import { h2hRoutes } from "./h2h.js";
import { lotteryRoutes } from "./lottery.js";
import { ludoRoutes } from "./ludo.js";
import { referralRoutes } from "./referral.js";
import { reminderRoutes } from "./reminders.js";
import { shellRoutes } from "./shell.js";
import { spinRoutes } from "./spin.js";
import { socialRoutes } from "./social.js";
import { supportRoutes } from "./support.js";
import { userRoutes } from "./user.js";
import { walletRoutes } from "./wallet.js";

/** Every REST route of the platform, in one list: mounted under /api/v1 and documented in OpenAPI from it. */
export const apiRoutes = (ctx: AppContext): ApiRoute<any, any, any, any>[] => [
  ...shellRoutes(ctx),
  ...userRoutes(ctx),
  ...adminUserRoutes(ctx),
  ...contentAdminRoutes(ctx),
  ...reminderRoutes(ctx),
  ...fraudRoutes(ctx),
  ...referralRoutes(ctx),
  ...spinRoutes(ctx),
  ...blackjackRoutes(ctx),
  ...lotteryRoutes(ctx),
  ...derbyRoutes(ctx),
  ...h2hRoutes(ctx),
  ...coinRoutes(ctx),
  ...devRoutes(ctx),
  ...socialRoutes(ctx),
  ...supportRoutes(ctx),
  ...chatbotRoutes(ctx),
  ...walletRoutes(ctx),
  ...geoRoutes(ctx),
  ...ludoRoutes(ctx),
  ...chessRoutes(ctx),
  ...flashRoutes(ctx),
];
