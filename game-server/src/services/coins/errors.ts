import { messages } from "@arena/contracts";
import { HttpError } from "../../http/errors.js";

/** The spec's text when a player cannot pay a fee (section 8). */
export const notEnoughCoins = () => new HttpError(400, messages.notEnoughAmount);
export const gameClosed = () => new HttpError(409, "This game is already closed.");
