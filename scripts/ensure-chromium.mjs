// Browser tests use Debian's Chromium (a browser download cannot work on these machines).
// Installs it with apt-get when running as root; otherwise says exactly what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packages = ['chromium', 'fonts-noto-core'];

function run(cmd, args) {
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return res.status === 0;
}

// Without Noto the browser falls back to wider faces (and boxes for Hindi): the walks at
// 320 px and 200 % text would measure another layout than a phone's.
const fonts = '/usr/share/fonts/truetype/noto';
if (existsSync(chromium) && existsSync(fonts)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(
    `Chromium or its fonts not found (${chromium}, ${fonts}); installing Debian's ${packages.join(' ')} with apt-get…`,
  );
  if (
    run('apt-get', ['install', '-y', '-q', ...packages]) ||
    (run('apt-get', ['update', '-q']) && run('apt-get', ['install', '-y', '-q', ...packages]))
  ) {
    if (existsSync(chromium) && existsSync(fonts)) process.exit(0);
  }
  console.error('Installing Chromium failed; see the apt-get output above.');
  process.exit(1);
}

console.error(
  `Browser tests need Debian's Chromium at ${chromium}. Install it with:\n\n  sudo apt-get install -y ${packages.join(' ')}\n\n` +
    'or point CHROMIUM_PATH at an existing Chromium binary.',
);
process.exit(1);
