import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ChallengePurpose = 'two-factor' | 'first-access' | 'password-reset';
/** Where the code comes from: sent by e-mail or SMS, or read from an authenticator app. */
export type CodeChannel = 'email' | 'sms' | 'totp';

/**
 * A one-time code sent to a person. Only its hash is kept. A challenge for an unknown
 * identifier is stored too (without account), so known and unknown ones behave alike.
 */
@Entity('auth_challenge')
export class AuthChallenge {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { nullable: true }) accountId: string | null;
  @Column('text') purpose: ChallengePurpose;
  @Column('text') codeHash: string;
  @Column('timestamptz') expiresAt: Date;
  @Column('timestamptz', { nullable: true }) usedAt: Date | null;
  @Column('timestamptz', { nullable: true }) supersededAt: Date | null;
  @Column({ default: 0 }) failedAttempts: number;
  @Column('timestamptz') lastSentAt: Date;
  @Column({ default: false }) remember: boolean;
  @Column('text', { default: 'email' }) channel: CodeChannel;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
