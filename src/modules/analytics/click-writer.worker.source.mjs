// Entry used only when running from TypeScript sources (tests, `npm run dev`): compiles the
// worker on the fly with tsx. The built server loads click-writer.worker.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./click-writer.worker.ts');
