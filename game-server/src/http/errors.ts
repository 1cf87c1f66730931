// Temporary: app.ts and editProfile.ts move to services/errors.ts in the next commit.
export { DomainError as HttpError, notFound, ValidationError } from "../services/errors.js";
