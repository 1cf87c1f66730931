import { describe, expect, it } from "vitest";
import { RACE_MS, finishTime, raceProgress } from "./raceMotion";

describe("the race animation", () => {
  const order = [2, 0, 3, 1];

  it("puts every horse at the start, then at the line once the race is over", () => {
    expect(raceProgress(order, 0)).toEqual([0, 0, 0, 0]);
    expect(raceProgress(order, RACE_MS)).toEqual([1, 1, 1, 1]);
  });

  it("has the horses cross the line in the server's finishing order", () => {
    const crossed: number[] = [];
    for (let t = 0; t <= RACE_MS; t += 10) {
      raceProgress(order, t).forEach((p, horse) => {
        if (p >= 1 && !crossed.includes(horse)) crossed.push(horse);
      });
    }
    expect(crossed).toEqual(order);
    for (let k = 1; k < order.length; k++) expect(finishTime(k, order.length)).toBeGreaterThan(finishTime(k - 1, order.length));
  });
});
