import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in through OpenID Connect providers. A company's own provider (SSO): its issuer, client
 * and client secret (sealed with ENCRYPTION_KEY), whether its people must use it, and when a
 * sign-in through it first worked; the e-mail domains it answers for, each domain one company's
 * only. A sign-in under way: the state, nonce and PKCE verifier sent to the provider, the
 * browser it belongs to (a digest of a cookie), and, once the provider answered, the account and
 * the one-time ticket the portal trades for a session.
 */
export class OidcSignIn1763802000000 implements MigrationInterface {
  name = 'OidcSignIn1763802000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE company_sso (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL UNIQUE REFERENCES company (id) ON DELETE CASCADE,
        issuer text NOT NULL,
        client_id text NOT NULL,
        sealed_client_secret text NOT NULL,
        is_required boolean NOT NULL DEFAULT false,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT is_required OR verified_at IS NOT NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE company_sso_domain (
        domain text PRIMARY KEY CHECK (domain = lower(domain)),
        company_id uuid NOT NULL REFERENCES company_sso (company_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX company_sso_domain_company_idx ON company_sso_domain (company_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE oidc_sign_in (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        state_digest text UNIQUE,
        ticket_digest text UNIQUE,
        browser_digest text NOT NULL,
        provider text NOT NULL CHECK (provider IN ('google', 'microsoft', 'sso')),
        company_id uuid REFERENCES company (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('super', 'admin', 'user')),
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        remember boolean NOT NULL DEFAULT false,
        return_to text NOT NULL,
        account_id uuid REFERENCES account (id) ON DELETE CASCADE,
        multi_factor boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK (provider <> 'sso' OR company_id IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX oidc_sign_in_expires_idx ON oidc_sign_in (expires_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE oidc_sign_in`);
    await queryRunner.query(`DROP TABLE company_sso_domain`);
    await queryRunner.query(`DROP TABLE company_sso`);
  }
}
