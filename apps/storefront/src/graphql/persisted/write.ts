/** Writes the registry's generated files (run by `npm run codegen`, after graphql-codegen). */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserOperationFiles, browserOperationsSource, GENERATED_FILES, manifestSource } from './registry';

writeFileSync(GENERATED_FILES.manifest, manifestSource());
writeFileSync(GENERATED_FILES.browserOperations, browserOperationsSource());
// Afresh: an operation taken off the list leaves no module behind.
rmSync(GENERATED_FILES.browserOperationsDir, { recursive: true, force: true });
mkdirSync(GENERATED_FILES.browserOperationsDir, { recursive: true });
for (const [path, source] of Object.entries(browserOperationFiles())) writeFileSync(path, source);
