#!/usr/bin/env node
// Compiles packages/core/src/semantic/code-scan.wat into code-scan-wasm.ts beside it (the module's bytes, base64),
// with wabt. Run it after changing the .wat: `node scripts/compile-code-scan.mjs`.
// packages/core/test/section-codes.test.ts checks that the committed bytes are what the .wat compiles to.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import wabtModule from 'wabt';

const source = fileURLToPath(new URL('../packages/core/src/semantic/code-scan.wat', import.meta.url));
const target = fileURLToPath(new URL('../packages/core/src/semantic/code-scan-wasm.ts', import.meta.url));

/** The .wat's bytes as base64. */
export async function compileCodeScan() {
  const wabt = await wabtModule();
  const parsed = wabt.parseWat('code-scan.wat', readFileSync(source, 'utf8'), { simd: true });
  try {
    parsed.validate();
    return Buffer.from(parsed.toBinary({}).buffer).toString('base64');
  } finally {
    parsed.destroy();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base64 = await compileCodeScan();
  writeFileSync(
    target,
    `// Generated from code-scan.wat by scripts/compile-code-scan.mjs: do not edit.\nexport const CODE_SCAN_WASM =\n  '${base64}';\n`,
  );
  console.log(`wrote ${target}`);
}
