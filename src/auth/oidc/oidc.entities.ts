import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  OneToMany,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Role } from '../../common/access/access.model';
import { OidcProvider, ReturnPage } from '../../common/access/sign-in-providers';

/** A company's own OpenID Connect provider (SSO), configured by its administrators. */
@Entity('company_sso')
export class CompanySso {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid') companyId: string;
  @Column() issuer: string;
  @Column() clientId: string;
  /** Sealed with ENCRYPTION_KEY, bound to the company: see `SecretBox`. */
  @Column() sealedClientSecret: string;
  /** Password sign-in (and Google, Microsoft) is off for the company's people. */
  @Column() isRequired: boolean;
  /** The first sign-in through it that worked: only then may it be required. */
  @Column('timestamptz', { nullable: true }) verifiedAt: Date | null;
  @OneToMany(() => CompanySsoDomain, (domain) => domain.sso)
  domains?: CompanySsoDomain[];
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** An e-mail domain whose people the company's provider signs in; one company's only. */
@Entity('company_sso_domain')
export class CompanySsoDomain {
  @PrimaryColumn() domain: string;
  @Column('uuid') companyId: string;
  @ManyToOne(() => CompanySso, (sso) => sso.domains, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id', referencedColumnName: 'companyId' })
  sso?: CompanySso;
}

/** A sign-in through a provider, from the redirect to the session (README, "Sign-in providers"). */
@Entity('oidc_sign_in')
export class OidcSignInFlow {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Until the provider's answer comes back; cleared as it is taken, so it works once. */
  @Column('text', { nullable: true }) stateDigest: string | null;
  /** Once the provider's answer was accepted: the portal trades the ticket for a session. */
  @Column('text', { nullable: true }) ticketDigest: string | null;
  @Column() browserDigest: string;
  @Column('text') provider: OidcProvider;
  @Column('uuid', { nullable: true }) companyId: string | null;
  @Column('text') role: Role;
  @Column() nonce: string;
  @Column() codeVerifier: string;
  @Column() remember: boolean;
  @Column('text') returnTo: ReturnPage;
  @Column('uuid', { nullable: true }) accountId: string | null;
  /** The provider says the person used more than one factor (`amr` holds `mfa`). */
  @Column() multiFactor: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @Column('timestamptz') expiresAt: Date;
}
