#!/usr/bin/env node
// The `bankdir` command. `#main` (package.json "imports") is the compiled dist/main.js; the repository's tests run this
// same file with `--conditions=@bankdir/source --import tsx`, which resolves it to src/main.ts instead.
await import('#main');
