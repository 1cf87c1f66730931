import { messages } from "@arena/contracts";
import { DomainError } from "../errors.js";

/** The spec's text when a player cannot pay a fee (section 8). */
export const notEnoughCoins = () => new DomainError(400, messages.notEnoughAmount);
export const gameClosed = () => new DomainError(409, "This game is already closed.");
