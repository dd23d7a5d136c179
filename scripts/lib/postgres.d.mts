export declare const POSTGRES_MISSING: string;
export declare const THROWAWAY_SETTINGS: Record<string, string>;
export declare function postgresBinDir(): string | undefined;
export declare function postgresTools(bin: string): {
  exec(tool: string, args: string[]): Buffer;
  ownDirectory(dir: string): void;
};
export interface PostgresCluster {
  readonly dir: string;
  readonly data: string;
  readonly log: string;
  exists(): boolean;
  init(): void;
  start(port: number, settings?: Record<string, string | number>): void;
  running(): boolean;
  stop(mode?: 'fast' | 'immediate'): void;
  port(): number;
  url(database: string): string;
  sql(statement: string, database?: string): string;
}
export declare function postgresCluster(dir: string): PostgresCluster;
