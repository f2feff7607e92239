// Types for scripts/edge-limit.mjs (plain JS: serve.mjs runs it without a compiler).
export declare const EDGE_PATHS: Set<string>;
export declare const EDGE_HEADROOM: number;
export declare const EDGE_MIN_PER_MIN: number;
export declare const EDGE_BURST: number;
export declare const EDGE_MAX_KEYS: number;
export declare const EDGE_TARPIT_MS: number;
export interface EdgeRequest {
  method?: string;
  url?: string;
  headers: Record<string, unknown>;
}
export declare function createEdgeLimiter(opts?: { perMinute?: number; burst?: number; maxKeys?: number; now?: () => number }): (req: EdgeRequest) => number;
export declare function edgePerMinute(userChecksPerMin: unknown): number;
