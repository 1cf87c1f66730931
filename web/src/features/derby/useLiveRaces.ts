/**
 * The open races (GET derby/events) kept live by the pools room's `derby` topic: each push is written into SWR's cache
 * under the REST key, and when a race leaves the list (raced or cancelled) the history is asked for again. Returns
 * whether pushes flow; callers poll the list only while they do not.
 */
import { useSWRConfig } from "swr";
import { poolsTopic, type DerbyEventView } from "@arena/contracts";
import { useLiveFigures } from "../pools/useLiveFigures";
import { DERBY_API } from "./derbyApi";

export function useLiveRaces(): boolean {
  const { mutate } = useSWRConfig();
  return useLiveFigures<"derby:events">(poolsTopic.derbyEvents, (figures) => {
    let gone = false;
    void mutate<{ docs: DerbyEventView[] }>(
      DERBY_API.events,
      (shown) => {
        gone = Boolean(shown?.docs.some((e) => !figures.docs.some((f) => f._id === e._id)));
        return figures;
      },
      { revalidate: false },
    );
    if (gone) void mutate(DERBY_API.history);
  });
}
