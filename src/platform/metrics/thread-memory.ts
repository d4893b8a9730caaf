import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

/** What one V8 isolate (the main thread or a worker thread) holds, in bytes. */
export interface ThreadMemory {
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the heap that V8 objects own (buffers, typed arrays, native handles). */
  external: number;
  arrayBuffers: number;
  /** Compiled code: the code space and large code objects. */
  code: number;
}

/** The calling thread's own figures (process.memoryUsage() reports the heap of the thread that calls it). */
export function threadMemory(): ThreadMemory {
  const heap = getHeapStatistics();
  const usage = process.memoryUsage();
  const code = getHeapSpaceStatistics()
    .filter((space) => space.space_name.startsWith('code'))
    .reduce((sum, space) => sum + space.space_size, 0);
  return { heapUsed: heap.used_heap_size, heapTotal: heap.total_heap_size, external: usage.external, arrayBuffers: usage.arrayBuffers, code };
}
