import type { webcrypto } from 'node:crypto';
import type { FediverseKeysStore } from '../modules/fediverse/fediverse-keys.store';
import { fedify } from './fedify';

export interface ActorKeyPair {
  privateKey: webcrypto.CryptoKey;
  publicKey: webcrypto.CryptoKey;
}

/**
 * An actor's RSA key pair (what Mastodon verifies HTTP Signatures with),
 * made and stored on first use; the API publishes its public half and the
 * worker signs with the private one.
 */
export async function actorKeyPair(keys: FediverseKeysStore, actor: string): Promise<ActorKeyPair> {
  const { generateCryptoKeyPair, exportJwk, importJwk } = fedify();
  const stored = await keys.keyPairOf(actor, async () => {
    const pair = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    return { privateJwk: await exportJwk(pair.privateKey), publicJwk: await exportJwk(pair.publicKey) };
  });
  return {
    privateKey: await importJwk(stored.privateJwk, 'private'),
    publicKey: await importJwk(stored.publicJwk, 'public'),
  };
}
