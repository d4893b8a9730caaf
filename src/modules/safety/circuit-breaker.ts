/** Stops calling a failing dependency for a while, then lets one trial call through. */
export interface CircuitBreaker {
  /** False while open: answer without calling. */
  allowRequest(): boolean;
  recordSuccess(): void;
  recordFailure(): void;
}

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long the circuit stays open before a trial call. */
  cooldownMs: number;
  now?: () => number;
}

/** Creates a consecutive-failure circuit breaker. */
export function createCircuitBreaker(opts: CircuitBreakerOptions): CircuitBreaker {
  const now = opts.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  return {
    allowRequest() {
      if (failures < opts.failureThreshold) return true;
      if (now() < openUntil) return false;
      // Half-open: this caller makes the trial call; the others wait out a fresh cool-down.
      openUntil = now() + opts.cooldownMs;
      return true;
    },
    recordSuccess() {
      failures = 0;
    },
    recordFailure() {
      failures++;
      if (failures >= opts.failureThreshold) openUntil = now() + opts.cooldownMs;
    },
  };
}
