// Makes sure a Chromium for the browser tests exists: CHROME_PATH, /usr/bin/chromium, or Debian's
// `chromium` package installed with apt-get when that is possible. Otherwise one line says how.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
const found = candidates.find((candidate) => fs.existsSync(candidate));
if (found) process.exit(0);

const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    'browser tests need Chromium: run `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary',
  );
  process.exit(1);
}
console.log("installing Debian's chromium package for the browser tests...");
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  console.error('could not install chromium with apt-get: install it by hand or set CHROME_PATH');
  process.exit(1);
}
