/**
 * Starts the e2e stack (OIDC provider + built platform, fresh database) and keeps it up, for quick reruns of
 * single test files:
 *   pnpm --filter @arena/e2e exec tsx serve.ts
 *   E2E_BASE_URL=<printed> E2E_OIDC_NAME="E2E ID" pnpm --filter @arena/e2e exec vitest run --config vitest.config.ts tests/accounts.test.ts
 * Ctrl-C (SIGINT) or SIGTERM stops both.
 */
import { OIDC_NAME, startStack } from "./stack.js";

const stack = await startStack();
console.log(`E2E_BASE_URL=${stack.baseUrl} E2E_OIDC_NAME="${OIDC_NAME}"`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
