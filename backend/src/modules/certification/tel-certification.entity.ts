import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { CertificationPurpose } from '../../../../domain/enums';

/**
 * One code sent to a phone. Codes and tokens are stored hashed. Rows stay after use so
 * that the send limits per phone and per client address can be counted.
 */
export const TelCertificationSchema = defineEntity({
  name: 'TelCertification',
  properties: {
    id: id(),
    purpose: p.enum(() => CertificationPurpose),
    /** E.164. */
    tel: p.string(),
    codeHash: p.string(),
    /** Wrong codes entered so far. */
    attempts: p.integer().default(0),
    clientIp: p.string(),
    expiresAt: p.datetime(),
    verifiedAt: p.datetime().nullable(),
    tokenHash: p.string().length(64).nullable().unique(),
    tokenExpiresAt: p.datetime().nullable(),
    consumedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
  indexes: [
    { name: 'tel_certification_tel_created_at_index', properties: ['tel', 'createdAt'] },
    {
      name: 'tel_certification_client_ip_created_at_index',
      properties: ['clientIp', 'createdAt'],
    },
  ],
});

export class TelCertification extends TelCertificationSchema.class {
  isCodeExpired(now: Date): boolean {
    return now.getTime() >= this.expiresAt.getTime();
  }

  /** A verified, unconsumed token that has not run out. */
  isTokenUsable(now: Date): boolean {
    return (
      this.verifiedAt != null &&
      this.consumedAt == null &&
      this.tokenExpiresAt != null &&
      now.getTime() < this.tokenExpiresAt.getTime()
    );
  }
}
TelCertificationSchema.setClass(TelCertification);
