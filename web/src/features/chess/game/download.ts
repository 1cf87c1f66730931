/** Saves text as a file the browser downloads (the PGN of a game). */
export function downloadText(fileName: string, text: string, type = "application/x-chess-pgn"): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
