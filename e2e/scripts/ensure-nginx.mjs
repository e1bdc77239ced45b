// Makes sure Debian's nginx is there for the two-instance test (the load balancer in front of two
// servers): installed with apt-get when that is possible. Without it that test is skipped, so this
// only warns.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

if (fs.existsSync('/usr/sbin/nginx')) process.exit(0);

const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.warn(
    'the two-instance test needs nginx: run `sudo apt-get install nginx` (Debian/Ubuntu); skipped without it',
  );
  process.exit(0);
}
console.log("installing Debian's nginx package for the two-instance test...");
try {
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
} catch {
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.warn('could not install nginx with apt-get: the two-instance test is skipped');
  }
}
