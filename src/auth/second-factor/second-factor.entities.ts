import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An account's authenticator app: the seed in use and, while one is being enrolled, the next. */
@Entity('account_totp')
export class AccountTotp {
  @PrimaryColumn('uuid') accountId: string;
  /** Sealed by SecretBox for this account; null until an enrolment is confirmed. */
  @Column('text', { nullable: true }) sealedSecret: string | null;
  @Column('timestamptz', { nullable: true }) enrolledAt: Date | null;
  /** RFC 6238 time step of the last code accepted: a code is good once. */
  @Column('bigint', { nullable: true }) lastTimeStep: string | null;
  @Column('text', { nullable: true }) pendingSealedSecret: string | null;
  @Column('timestamptz', { nullable: true }) pendingSince: Date | null;
}

@Entity('account_recovery_code')
export class AccountRecoveryCode {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') accountId: string;
  @Column('text') codeDigest: string;
  @Column('timestamptz', { nullable: true }) usedAt: Date | null;
}
