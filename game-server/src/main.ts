import { ConfigError, loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { createPlatform } from "./platform.js";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const platform = await createPlatform(config, logger);
  const port = await platform.listen();
  const host = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  logger.info({ database: platform.database.kind }, `Coin Arena is running at http://${host}:${port}`);
  // Colyseus handles SIGTERM/SIGINT itself: it stops matchmaking, disposes rooms, then runs onShutdown.
}

main().catch((err) => {
  console.error("Coin Arena failed to start:", err);
  process.exit(1);
});
