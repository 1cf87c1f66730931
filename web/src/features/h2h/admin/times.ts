/** A datetime-local value (no zone: the admin's browser's) as the ISO instant the contracts ask for; "" stays "". */
export function localToIso(value: string): string {
  if (!value) return "";
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}
