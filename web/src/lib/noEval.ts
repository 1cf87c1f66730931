import { z } from "zod";

/**
 * The server's Content-Security-Policy forbids eval. Zod compiles object parsers with `new Function` unless told not
 * to, and even its probe for eval (caught) is reported as a CSP violation: so it runs jitless. This module must be the
 * entry's first import, because schemas read the setting when they are created (at import time).
 */
z.config({ jitless: true });
