import { createRequire } from 'node:module';
import type pngjsModule from 'pngjs';

let loaded: typeof pngjsModule | undefined;

/** pngjs, loaded with the first PNG read or written: a server that draws no QR code never holds it (ADR 0105). */
export const pngjs = (): typeof pngjsModule => (loaded ??= createRequire(import.meta.url)('pngjs') as typeof pngjsModule);
