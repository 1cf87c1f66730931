import { ADMIN_ACTIONS, adminAuditQuerySchema } from "@arena/contracts";
import { z } from "zod";
import { dayBound } from "../../transactions/transactionFilter";
import { listQuery } from "../data-table/paging";

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;

export const AUDIT_FILTER_FIELDS = ["action", "targetId", "adminId", "from", "to"] as const;

/** A calendar day of a date control (the admin's own time zone). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "adminArea.audit.badDate");

/**
 * The audit log's filter as the admin sets it: the contracts' rules for the action, the target and the admin, and
 * days (not instants) for the period, which the query turns into the first and last moment of those days.
 */
export const auditFilterSchema = z
  .object({
    action: z.enum(ADMIN_ACTIONS, { error: "Unknown action." }).optional(),
    targetId: adminAuditQuerySchema.shape.targetId,
    adminId: adminAuditQuerySchema.shape.adminId,
    from: day.optional(),
    to: day.optional(),
  })
  // The message is a key of the admin texts (this rule is the web's own; the contracts' messages are the API's words).
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ["to"], message: "adminArea.audit.datesOrder" });

export type AuditFilter = z.output<typeof auditFilterSchema>;

const pageSchema = z.coerce.number().int().min(1).max(100_000);

/**
 * The filter and page kept in the address (a reload or a shared link shows the same rows). A value the rules refuse
 * (a typo in a link) is dropped rather than breaking the page.
 */
export function readAuditFilter(params: URLSearchParams): { filter: AuditFilter; page: number } {
  const raw: Record<string, string> = {};
  for (const key of AUDIT_FILTER_FIELDS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const page = pageSchema.safeParse(params.get("page") ?? 1);
  for (let attempt = 0; attempt <= AUDIT_FILTER_FIELDS.length; attempt += 1) {
    const parsed = auditFilterSchema.safeParse(raw);
    if (parsed.success) return { filter: parsed.data, page: page.success ? page.data : 1 };
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return { filter: {}, page: 1 };
}

/** The address of a filter and page: only what is set, page 1 left out. */
export function writeAuditFilter(filter: AuditFilter, page: number): URLSearchParams {
  return new URLSearchParams(listQuery({ ...filter, page: page > 1 ? page : undefined }));
}

export const hasAuditFilter = (filter: AuditFilter): boolean => AUDIT_FILTER_FIELDS.some((key) => Boolean(filter[key]));

/** GET admin/audit's query: the days become the first moment of `from` and the last of `to`, in the admin's zone. */
export function auditApiQuery(filter: AuditFilter, page: number, limit = AUDIT_PAGE_SIZE): string {
  return listQuery({
    page,
    limit,
    action: filter.action,
    adminId: filter.adminId,
    targetId: filter.targetId,
    from: filter.from ? dayBound(filter.from, false) : undefined,
    to: filter.to ? dayBound(filter.to, true) : undefined,
  });
}
