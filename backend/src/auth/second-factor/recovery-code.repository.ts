import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../core/config/app-config';
import { UpdateQueryResult } from '../../core/database/update-returning';
import { hashRecoveryCode } from './recovery-codes';

/** An admin's recovery codes in totp_recovery_codes: keyed hashes, each usable once. */
@Injectable()
export class RecoveryCodeRepository {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async replace(manager: EntityManager, userId: string, codes: string[]): Promise<void> {
    await manager.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      userId,
      codes.map((code) => hashRecoveryCode(this.config.auth.sessionSecret, userId, code)),
    ]);
  }

  async deleteAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [userId]);
  }

  /** Marks the code used; returns how many unused codes are left, or null if it was unknown or used. */
  async redeem(manager: EntityManager, userId: string, code: string): Promise<number | null> {
    const [, used] = await manager.query<UpdateQueryResult>(
      `UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, hashRecoveryCode(this.config.auth.sessionSecret, userId, code)],
    );
    if (!used) return null;
    const [{ remaining }] = await manager.query<{ remaining: number }[]>(
      `SELECT count(*)::int AS remaining FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return remaining;
  }
}
