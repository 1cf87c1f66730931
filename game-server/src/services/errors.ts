import { messages, type FieldErrors } from "@arena/contracts";

/** Codes of the expected failures, by the status a service hints (HTTP answers the status, a table sends the code). */
const CODE_BY_STATUS: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "TOO_LARGE",
  429: "TOO_MANY_REQUESTS",
  503: "UNAVAILABLE",
};

/**
 * An expected failure a service reports: a status hint, the player-facing message (the spec's exact English text
 * where it has one, the key of the web's en/pt/es catalogue), a code, and an optional result (e.g. field errors).
 * Services know nothing of HTTP or rooms: the HTTP layer maps this to the envelope, a room to its `error` message.
 */
export class DomainError extends Error {
  readonly code: string;
  constructor(
    readonly status: number,
    message: string,
    readonly result: unknown = {},
    code?: string,
  ) {
    super(message);
    this.code = code ?? CODE_BY_STATUS[status] ?? "ERROR";
  }
}

export const notFound = (message: string = messages.notFound) => new DomainError(404, message);

/** Bad input by field: the first field's message is the answer's message, every field's is in result.errors. */
export class ValidationError extends DomainError {
  constructor(readonly errors: FieldErrors) {
    super(400, Object.values(errors)[0] ?? "Invalid request.", { errors }, "VALIDATION");
  }
}

export const isDomainError = (err: unknown): err is DomainError => err instanceof DomainError;
