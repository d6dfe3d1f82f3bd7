import * as fs from 'fs';
import * as path from 'path';

/**
 * One server per data folder. A live owner means another server is running
 * (refuse); a dead one means a killed run (take over; its PostgreSQL is then
 * stopped as an orphan).
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  if (fs.existsSync(file)) {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new Error(`Another server (pid ${pid}) is already using ${dataDir}. Stop it first, or set DATA_DIR to another folder.`);
    }
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
