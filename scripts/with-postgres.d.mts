// Types for scripts/with-postgres.mjs (plain JS: npm run test:pg runs it without a compiler).
export declare function findPostgresBin(env?: Record<string, string | undefined>, versionsDir?: string): string | null;
export declare function startCluster(bin: string): Promise<{ url: string; logFile: string; stop: () => Promise<void> }>;
export declare function onPostgres<T>(url: string, work: (client: import("pg").Client) => Promise<T>): Promise<T>;
export declare function createDatabase(serverUrl: string, purpose: string): Promise<{ url: string; drop: () => Promise<unknown> }>;
