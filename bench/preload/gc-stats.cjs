/**
 * Preloaded (`node -r`) into every eslint process the benchmark measures: at exit, one line on
 * stderr with the process's GC pauses as Node reports them (PerformanceObserver 'gc' entries:
 * their summed duration, their count, and how many were not scavenges). Whole-process wall
 * times move by tens of percent with the machine's load; the GC's share says where a
 * configuration's extra time goes (docs/performance.md, "The floor: what ESLint charges a rule").
 * Pauses only: concurrent marking on other threads is in the CPU time, not here.
 */
'use strict';
const { PerformanceObserver } = require('node:perf_hooks');

let pauseMs = 0;
let count = 0;
let notScavenges = 0;
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    pauseMs += entry.duration;
    count++;
    // detail.kind 1: a scavenge (perf_hooks.constants.NODE_PERFORMANCE_GC_MINOR).
    if (entry.detail?.kind !== 1) notScavenges++;
  }
});
observer.observe({ entryTypes: ['gc'] });

process.on('exit', () => {
  process.stderr.write(`@@gc ${pauseMs.toFixed(1)} ${count} ${notScavenges}\n`);
});
