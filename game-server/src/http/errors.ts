import { messages, type FieldErrors } from "@arena/contracts";

/** An expected failure a service reports; the HTTP layer turns it into the envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly result: unknown = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.notFound) => new HttpError(404, message);

export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(400, Object.values(errors)[0] ?? "Invalid request.", { errors });
  }
}
