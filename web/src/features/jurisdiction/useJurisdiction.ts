import useSWR from "swr";
import type { JurisdictionView } from "@arena/contracts";
import { API, fetchResult } from "../../lib/api";

/**
 * GET user/jurisdiction, once per session: the answer stays in swr's cache for the life of the page (no refetch on
 * focus, on reconnect or when another screen asks), and a failure shows nothing (the server refuses a payment from
 * where it is not allowed anyway). An admin's rule change refreshes it (JurisdictionsPage mutates the key).
 */
export function useJurisdiction(): JurisdictionView | undefined {
  const { data } = useSWR<JurisdictionView>(API.jurisdiction, fetchResult, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return data;
}
