/** The move list's rows: moves paired by number, each ply with its index (1 = White's first move). */
export interface MovePair {
  number: number;
  plies: { ply: number; san: string }[];
}

export function movePairs(moves: readonly string[]): MovePair[] {
  const pairs: MovePair[] = [];
  moves.forEach((san, index) => {
    const ply = index + 1;
    if (index % 2 === 0) pairs.push({ number: index / 2 + 1, plies: [] });
    pairs[pairs.length - 1]!.plies.push({ ply, san });
  });
  return pairs;
}
