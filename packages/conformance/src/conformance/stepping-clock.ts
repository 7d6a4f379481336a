/** A clock that moves one second forward every time it is read, so successive writes get distinct, ordered times. */
export interface SteppingClock {
  now: () => Date;
  /** The ISO time the next read will return, without moving the clock. */
  peek: () => string;
  /** Moves the clock forward without reading it. */
  advance: (ms: number) => void;
}

export function steppingClock(startIso: string, stepMs = 1000): SteppingClock {
  let current = Date.parse(startIso);
  return {
    now: () => {
      const value = new Date(current);
      current += stepMs;
      return value;
    },
    peek: () => new Date(current).toISOString(),
    advance: (ms) => {
      current += ms;
    },
  };
}
