// Types for scripts/edge-limit.mjs (plain JS: serve.mjs runs it without a compiler).
export declare const EDGE_PATHS: Set<string>;
export declare const EDGE_HEADROOM: number;
export declare const EDGE_MIN_PER_MIN: number;
export declare const EDGE_BURST: number;
export declare const EDGE_MAX_KEYS: number;
export declare const EDGE_TARPIT_MS: number;
export declare const EDGE_LEARNED_BLOCK_MAX_MS: number;
export interface EdgeRequest {
  method?: string;
  url?: string;
  headers: Record<string, unknown>;
}
export interface EdgeLimiter {
  /** 0 to let the request through, else the seconds to wait. */
  (req: EdgeRequest): number;
  /** The app refused `req` with 429 and this Retry-After (seconds). */
  refusedByApp(req: EdgeRequest, retryAfterSeconds: unknown): void;
}
export declare function createEdgeLimiter(opts?: { perMinute?: number; burst?: number; maxKeys?: number; now?: () => number }): EdgeLimiter;
export declare function edgePerMinute(userChecksPerMin: unknown): number;
