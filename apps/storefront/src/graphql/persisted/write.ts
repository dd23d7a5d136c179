/** Writes the registry's generated files (run by `npm run codegen`, after graphql-codegen). */
import { writeFileSync } from 'node:fs';
import { browserOperationsSource, GENERATED_FILES, manifestSource } from './registry';

writeFileSync(GENERATED_FILES.manifest, manifestSource());
writeFileSync(GENERATED_FILES.browserOperations, browserOperationsSource());
