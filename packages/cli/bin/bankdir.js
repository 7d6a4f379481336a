#!/usr/bin/env node
// The CLI is TypeScript run through tsx's loader, so no build step sits between a checkout and `npx bankdir`.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
