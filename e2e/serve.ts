/**
 * Starts the e2e stack (OIDC provider + SMTP server + built platform, fresh database) and keeps it up, for quick
 * reruns of single test files. It prints the variables the tests need, the platform's address and the SMTP server's
 * inbox, where the tests read every mail the platform sent:
 *   pnpm --filter @arena/e2e exec tsx serve.ts
 *   E2E_BASE_URL=<printed> E2E_MAILBOX_URL=<printed> E2E_OIDC_NAME="E2E ID" pnpm --filter @arena/e2e exec vitest run --config vitest.config.ts tests/accounts.test.ts
 * The inbox is also readable by hand: curl "<E2E_MAILBOX_URL>?to=someone@example.com". Ctrl-C (SIGINT) or SIGTERM
 * stops all three.
 */
import { OIDC_NAME, startStack } from "./stack.js";

const stack = await startStack();
console.log(`E2E_BASE_URL=${stack.baseUrl} E2E_MAILBOX_URL=${stack.mailboxUrl} E2E_OIDC_NAME="${OIDC_NAME}"`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
