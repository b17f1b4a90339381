/**
 * OpenSSH namespace signatures (`ssh-keygen -Y sign`, the SSHSIG format of OpenSSH's PROTOCOL.sshsig)
 * over ed25519, verified with node:crypto alone: building and checking the site needs no ssh-keygen.
 *
 * A signature is the armoured blob "SSHSIG", version 1, the signer's public key, the namespace, a
 * reserved string, the hash algorithm and the signature; what the key signed is "SSHSIG", the
 * namespace, the reserved string, the hash algorithm and the hash of the message.
 */
import { createHash, createPublicKey, verify } from 'node:crypto'

const MAGIC = Buffer.from('SSHSIG')
const ARMOUR_START = '-----BEGIN SSH SIGNATURE-----'
const ARMOUR_END = '-----END SSH SIGNATURE-----'

class Reader {
  private at = 0
  constructor(private readonly bytes: Buffer) {}
  take(length: number): Buffer {
    if (this.at + length > this.bytes.length) throw new Error('the signature ends too early')
    const part = this.bytes.subarray(this.at, this.at + length)
    this.at += length
    return part
  }
  uint32(): number {
    return this.take(4).readUInt32BE(0)
  }
  string(): Buffer {
    return this.take(this.uint32())
  }
  get done(): boolean {
    return this.at === this.bytes.length
  }
}

const sshString = (bytes: Buffer | string) => {
  const body = typeof bytes === 'string' ? Buffer.from(bytes) : bytes
  const length = Buffer.alloc(4)
  length.writeUInt32BE(body.length)
  return Buffer.concat([length, body])
}

/** The public key's blob (type and 32 key bytes), from the one line of an `.pub` file. */
export function publicKeyBlob(line: string): Buffer {
  const [type, base64] = line.trim().split(/\s+/)
  if (type !== 'ssh-ed25519' || !base64) throw new Error('expected an SSH ed25519 public key (ssh-ed25519 AAAA…)')
  const blob = Buffer.from(base64, 'base64')
  const reader = new Reader(blob)
  if (reader.string().toString() !== 'ssh-ed25519' || reader.string().length !== 32 || !reader.done)
    throw new Error('the ssh-ed25519 key is damaged')
  return blob
}

/** The key as OpenSSH writes it, without its comment: "ssh-ed25519 AAAA…", to compare keys. */
export const keyText = (blob: Buffer) => `ssh-ed25519 ${blob.toString('base64')}`

/** OpenSSH's fingerprint of a key (SHA256:…), as `ssh-keygen -l` shows it. */
export const keyFingerprint = (blob: Buffer) =>
  `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`

interface SshSignature {
  /** The signer's public key blob. */
  key: Buffer
  namespace: string
  hashAlgorithm: 'sha256' | 'sha512'
  signature: Buffer
}

/** Reads an armoured SSH signature; throws with what is wrong. */
export function parseSignature(armoured: string): SshSignature {
  const text = armoured.trim()
  if (!text.startsWith(ARMOUR_START) || !text.endsWith(ARMOUR_END))
    throw new Error(`expected an SSH signature between ${ARMOUR_START} and ${ARMOUR_END}`)
  const base64 = text.slice(ARMOUR_START.length, -ARMOUR_END.length).replace(/\s+/g, '')
  // Node's decoder skips what is not base64: a signature with anything else in it is refused, not read around.
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(base64))
    throw new Error('the signature holds characters that are not base64')
  const blob = Buffer.from(base64, 'base64')
  const reader = new Reader(blob)
  if (!reader.take(6).equals(MAGIC)) throw new Error('not an SSH signature (SSHSIG)')
  const version = reader.uint32()
  if (version !== 1) throw new Error(`SSH signature version ${version}: only version 1 is known`)
  const key = reader.string()
  const namespace = reader.string().toString()
  if (reader.string().length) throw new Error('the SSH signature has a reserved field that is not empty')
  const hashAlgorithm = reader.string().toString()
  if (hashAlgorithm !== 'sha256' && hashAlgorithm !== 'sha512')
    throw new Error(`SSH signature hashed with ${hashAlgorithm}: expected sha512 or sha256`)
  const wrapped = new Reader(reader.string())
  const type = wrapped.string().toString()
  if (type !== 'ssh-ed25519') throw new Error(`a ${type} signature: only ssh-ed25519 keys sign reviews`)
  const signature = wrapped.string()
  if (!reader.done || !wrapped.done) throw new Error('the SSH signature has extra bytes')
  publicKeyBlob(keyText(key))
  return { key, namespace, hashAlgorithm, signature }
}

/** Whether `armoured` is a valid signature of `message` in `namespace` by the ed25519 key `keyBlob`. */
export function verifySignature(armoured: string, message: string, namespace: string, keyBlob: Buffer): boolean {
  const parsed = parseSignature(armoured)
  if (!parsed.key.equals(keyBlob) || parsed.namespace !== namespace) return false
  const signed = Buffer.concat([
    MAGIC,
    sshString(namespace),
    sshString(''),
    sshString(parsed.hashAlgorithm),
    sshString(createHash(parsed.hashAlgorithm).update(message).digest()),
  ])
  const raw = new Reader(keyBlob)
  raw.string()
  const x = raw.string()
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: x.toString('base64url') }, format: 'jwk' })
  return verify(null, signed, publicKey, parsed.signature)
}
