export declare const POSTGRES_MISSING: string;
export declare function postgresBinDir(): string | undefined;
export declare function postgresTools(bin: string): {
  exec(tool: string, args: string[]): Buffer;
  ownDirectory(dir: string): void;
};
