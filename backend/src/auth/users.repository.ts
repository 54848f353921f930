import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** users: one account per address, created at its first sign-in. */
@Injectable()
export class UsersRepository {
  /** Creates the account on first sign-in, else stamps the sign-in; its id. */
  async recordSignIn(manager: EntityManager, email: string): Promise<string> {
    const [user] = await manager.query<{ id: string }[]>(
      `INSERT INTO users (email, last_login_at) VALUES ($1, now())
       ON CONFLICT (email) DO UPDATE SET last_login_at = now() RETURNING id`,
      [email],
    );
    return user.id;
  }
}
