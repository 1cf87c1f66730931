/** "120/1000" under a text field, marked once the text is over its limit; `hidden` when the field's hint already says it. */
export function CharCounter({ length, max, id, hidden }: { length: number; max: number; id?: string; hidden?: boolean }) {
  return (
    <span id={id} className={`field__counter ${length > max ? "field__counter--over" : ""}`} aria-hidden={hidden || undefined}>
      {length}/{max}
    </span>
  );
}
