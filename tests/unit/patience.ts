// How long a unit test may run before it counts as hung. A bound, never a speed check: these machines are shared, and
// beside another test run and a build loop a property test that takes 4 s alone has taken 65 s.
export const CPU_BOUND_MS = 300_000;
