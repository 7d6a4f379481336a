import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Small file systems made for one test, to fill up or to break: a tmpfs, or an ext4 image on a loop device. Mounting
// needs root (CI runs as root).

const HOW_TO_RUN = 'file-system fault tests skipped: they mount a small file system, which needs root (CI runs them)';

/** The `skip` option of a test that mounts: false when this process can mount; else one line, or under CI an error. */
export function skipWithoutMount(): string | false {
  let reason: string | undefined;
  if (process.getuid?.() !== 0) reason = HOW_TO_RUN;
  else {
    const probe = mkdtempSync(join(tmpdir(), 'bankdir-mount-probe-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
      execFileSync('umount', [probe], { stdio: 'pipe' });
    } catch (error) {
      reason = `file-system fault tests skipped: mount failed here (${String((error as Error).message).split('\n')[0]})`;
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  }
  if (reason === undefined) return false;
  if (process.env.CI) throw new Error(`CI is set but ${reason.replace(' skipped', ' cannot run')}`);
  return reason;
}

export interface SmallDisk {
  /** The mounted folder. */
  readonly path: string;
  unmount(): void;
}

/** A tmpfs that can be made read-only while no file on it is open for writing. */
export interface Tmpfs extends SmallDisk {
  remountReadOnly(): void;
}

/** A tmpfs of `megabytes` mounted on a new temporary folder. */
export function mountTmpfs(megabytes: number): Tmpfs {
  const path = mkdtempSync(join(tmpdir(), 'bankdir-small-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', path], { stdio: 'pipe' });
  return {
    path,
    remountReadOnly: () => execFileSync('mount', ['-o', 'remount,ro', path], { stdio: 'pipe' }),
    unmount() {
      execFileSync('umount', ['--lazy', path], { stdio: 'pipe' });
      rmSync(path, { recursive: true, force: true });
    },
  };
}

/** An ext4 image of `megabytes` on a loop device, with errors=remount-ro as most servers mount their disks. */
export interface Ext4Disk extends SmallDisk {
  /** Makes the kernel report an ext4 error: the file system turns read-only under the processes using it. */
  failToReadOnly(): void;
  /** Unmounts it and mounts it again, read-write: what an operator does after checking the disk. */
  remount(): void;
}

export function mountExt4(megabytes: number): Ext4Disk {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-ext4-'));
  const image = join(folder, 'disk.img');
  const path = join(folder, 'mnt');
  mkdirSync(path);
  execFileSync('truncate', ['-s', `${megabytes}M`, image]);
  execFileSync('mkfs.ext4', ['-q', '-F', '-m', '0', image], { stdio: 'pipe' });
  const mount = () => execFileSync('mount', ['-o', 'loop,errors=remount-ro', image, path], { stdio: 'pipe' });
  mount();
  const device = () => execFileSync('findmnt', ['-n', '-o', 'SOURCE', path]).toString().trim();
  return {
    path,
    failToReadOnly() {
      execFileSync('sh', ['-c', `echo 1 > /sys/fs/ext4/${device().replace('/dev/', '')}/trigger_fs_error`]);
    },
    remount() {
      execFileSync('umount', [path], { stdio: 'pipe' });
      mount();
    },
    unmount() {
      execFileSync('umount', ['--lazy', path], { stdio: 'pipe' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Writes a file in `folder` until the disk is full; answers its path (delete it to give the space back). */
export function fillDisk(folder: string): string {
  const filler = join(folder, 'filler');
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // The last few bytes that fit: a smaller chunk may still go in.
    try {
      for (;;) writeSync(fd, chunk, 0, 512);
    } catch {}
  } finally {
    closeSync(fd);
  }
  return filler;
}
