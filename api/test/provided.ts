/** How test files reach the per-run database snapshot their project's global setup prepared. */
export type TestDatabaseSource =
  | {
      kind: 'pglite';
      /** Data folder dumps (tar) of a fresh database and of a migrated, seeded one. */
      snapshots: { empty: string; seeded: string };
      /** Clones are unpacked below this folder; the global teardown removes it. */
      cloneRoot: string;
    }
  | {
      kind: 'postgres';
      adminUrl: string;
      /** Every database of this run is named with this prefix; the global teardown drops them all. */
      prefix: string;
      seededTemplate: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}
