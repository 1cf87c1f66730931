import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { USERNAME_DEBOUNCE_MS, messages, usernameQuerySchema } from "@arena/contracts";
import { API, request } from "../../lib/api";

export type UsernameStatus = "idle" | "checking" | "available" | "taken";

interface Options {
  /** No check (e.g. the player's own current username). */
  skip?: boolean;
  /** The server's message for a taken name ('Username already exists' when it gives none). */
  onTaken: (message: string) => void;
  onAvailable: () => void;
  /** Remembers the answers for withTakenUsername. */
  taken?: TakenUsernames;
}

/** Asks GET user/getUsername once typing has paused for USERNAME_DEBOUNCE_MS (spec: 1 s). */
export function useUsernameCheck(value: string | undefined, { skip = false, onTaken, onAvailable, taken: names }: Options): UsernameStatus {
  const name = (value ?? "").trim();
  const valid = !skip && usernameQuerySchema.safeParse({ userName: name }).success;
  const [answer, setAnswer] = useState<{ name: string; status: "available" | "taken" } | null>(null);
  const taken = useEffectEvent(onTaken);
  const available = useEffectEvent(onAvailable);

  useEffect(() => {
    if (!valid) return;
    let current = true;
    const timer = window.setTimeout(async () => {
      const reply = await request(API.username(name));
      if (!current) return;
      if (reply.responseCode === 200) {
        names?.current.delete(name.toLowerCase());
        setAnswer({ name, status: "available" });
        available();
      } else if (reply.responseCode !== 0) {
        // 0 is a network failure: that says nothing about the name.
        const message = reply.responseMessage || messages.usernameExists;
        names?.current.set(name.toLowerCase(), message);
        setAnswer({ name, status: "taken" });
        taken(message);
      }
    }, USERNAME_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [name, valid, names]);

  if (!valid) return "idle";
  return answer?.name === name ? answer.status : "checking";
}

/** Names the server answered 'taken', with its message (kept by useUsernameCheck, read by the resolver). */
export type TakenUsernames = { current: Map<string, string> };

export function useTakenUsernames(): TakenUsernames {
  return useRef(new Map<string, string>());
}

/**
 * Keeps a taken name's message under the username when the form is submitted: the schema alone passes the
 * name and would clear the server's answer.
 */
export function withTakenUsername<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  taken: TakenUsernames,
): Resolver<T, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const name = typeof values.userName === "string" ? values.userName.trim().toLowerCase() : "";
    const message = taken.current.get(name);
    if (!message || result.errors.userName) return result;
    return { values: {}, errors: { ...result.errors, userName: { type: "server", message } } } as Awaited<
      ReturnType<Resolver<T, unknown, O>>
    >;
  };
}
