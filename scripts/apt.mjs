// Installs a Debian package with apt-get when the tests need a program this machine lacks, as root
// on Debian or Ubuntu (a fresh CI machine); elsewhere returns false and the caller says what to install.
import { execFileSync, spawnSync } from 'node:child_process'

export function has(program) {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0
}

export function installWithApt(debianPackage, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !has('apt-get')) return false
  console.log(`${why}: installing Debian's ${debianPackage} package with apt-get.`)
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return true
}
