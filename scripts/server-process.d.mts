// Types for scripts/server-process.mjs (plain JS: start.mjs runs before anything is compiled).
export declare const DEFAULT_HEAP_LIMIT_MB: number;
export declare const YOUNG_SEMI_SPACE_MB: number;
export declare function serverProcess(env: Record<string, string | undefined>): { execArgv: string[]; env: Record<string, string | undefined> };
export declare const MMAP_THRESHOLD_BYTES: number;
