/**
 * Before the unit tests: the clinical-review tests make and use SSH keys with ssh-keygen (OpenSSH),
 * as clinicians do. A fresh Debian or Ubuntu machine running as root gets it with apt; elsewhere the
 * run stops at once with what to install, instead of failing test by test. Then the run gets a
 * temporary folder of its own, removed after it.
 */
// @ts-expect-error: a plain JavaScript module of the project's scripts
import { has, installWithApt } from '../../scripts/apt.mjs'
// @ts-expect-error: a plain JavaScript module of the project's scripts
import { ownTemporaryFolder } from '../../scripts/temporary-folder.mjs'

export default function setup() {
  if (
    !has('ssh-keygen') &&
    !(installWithApt('openssh-client', 'No ssh-keygen found for the clinical-review tests') && has('ssh-keygen'))
  )
    throw new Error(
      'The clinical-review tests need ssh-keygen: install OpenSSH (on Debian or Ubuntu: apt-get install openssh-client) and run the tests again.',
    )
  return ownTemporaryFolder('unit-tests')
}
