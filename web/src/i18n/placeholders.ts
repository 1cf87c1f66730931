/**
 * Every text of a catalogue by its key path ("a.b.c"), as the placeholders ({{name}}) it uses, sorted: two languages
 * of one pack say the same things when these maps are equal (same keys, i18next's plural suffixes as they are, and
 * no placeholder lost or invented). Read by each pack's locales test.
 */
export function placeholderMap(node: unknown, prefix = ""): Record<string, string[]> {
  if (typeof node !== "object" || node === null) {
    return { [prefix]: [...String(node).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort() };
  }
  return Object.assign({}, ...Object.entries(node).map(([key, value]) => placeholderMap(value, prefix ? `${prefix}.${key}` : key)));
}
