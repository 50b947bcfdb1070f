import { Injectable } from '@nestjs/common';
import type { webcrypto } from 'node:crypto';
import { DataSource } from 'typeorm';

type JsonWebKey = webcrypto.JsonWebKey;

/** An actor's key pair as JSON Web Keys, the form Fedify imports and exports. */
export interface StoredKeyPair {
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

/**
 * One signing key pair per actor, made the first time the actor is asked
 * for. Two processes making one at once keep the first stored, so every
 * signature and every published key agree.
 */
@Injectable()
export class FediverseKeysStore {
  constructor(private readonly dataSource: DataSource) {}

  async keyPairOf(actor: string, make: () => Promise<StoredKeyPair>): Promise<StoredKeyPair> {
    const found = await this.find(actor);
    if (found) return found;
    const made = await make();
    await this.dataSource.query(
      `INSERT INTO fediverse_keys (actor, private_jwk, public_jwk) VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (actor) DO NOTHING`,
      [actor, JSON.stringify(made.privateJwk), JSON.stringify(made.publicJwk)],
    );
    return (await this.find(actor)) ?? made;
  }

  async find(actor: string): Promise<StoredKeyPair | null> {
    const rows: { private_jwk: JsonWebKey; public_jwk: JsonWebKey }[] = await this.dataSource.query(
      `SELECT private_jwk, public_jwk FROM fediverse_keys WHERE actor = $1`,
      [actor],
    );
    return rows[0] ? { privateJwk: rows[0].private_jwk, publicJwk: rows[0].public_jwk } : null;
  }
}
