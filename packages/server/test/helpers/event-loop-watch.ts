import { readFileSync } from 'node:fs';

const TASK_STAT = `/proc/self/task/${process.pid}/stat`;

/**
 * CPU time the main thread has used, in ms: from /proc on Linux, for this thread alone (so a worker's model does not
 * count), in clock ticks of 10 ms; elsewhere the whole process's.
 */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(TASK_STAT, 'latin1');
    // After the command name in parentheses: state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

/**
 * Watches the event loop with a timer that fires every few ms and returns, when stopped, the most CPU time the main
 * thread spent between two of its turns: how long one piece of work held the loop. Unlike a wall-clock bound, it does
 * not grow when a busy machine leaves the process waiting for a core.
 */
export function watchEventLoop(): { stop(): number } {
  let last = mainThreadCpuMs();
  let longest = 0;
  let timer: NodeJS.Timeout;
  const tick = () => {
    const now = mainThreadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
    timer = setTimeout(tick, 2);
  };
  timer = setTimeout(tick, 2);
  return {
    stop() {
      clearTimeout(timer);
      tick();
      clearTimeout(timer);
      return longest;
    },
  };
}
