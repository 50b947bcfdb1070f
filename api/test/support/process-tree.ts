import { readdirSync, readFileSync } from 'node:fs';

export interface ChildInfo {
  pid: number;
  command: string;
}

/** The live children of `parentPid`, read from /proc (Linux), with their command lines. */
export function childrenOf(parentPid: number): ChildInfo[] {
  const children: ChildInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces, so count from its closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== parentPid) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      children.push({ pid: Number(entry), command });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return children;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every live process below `rootPid`: children, their children, and so on. */
export function descendantsOf(rootPid: number): ChildInfo[] {
  const found: ChildInfo[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    for (const child of childrenOf(queue.shift()!)) {
      found.push(child);
      queue.push(child.pid);
    }
  }
  return found;
}
