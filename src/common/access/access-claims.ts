import { ModuleName, Stage, TokenRole } from './access.model';

/** What a token says about its bearer (spec §3 session fields, DESIGN §3 additions). */
export interface AccessClaims {
  /** Account id; for a first-access or recovery token of an unknown identifier, a random id. */
  id: string;
  email: string | null;
  name: string;
  role: TokenRole;
  stage: Stage;
  companyId: string | null;
  companyName: string | null;
  isAboutComplete: boolean;
  isEmployeesComplete: boolean;
  isEvaluationComplete: boolean;
  isSetupComplete: boolean;
  modules: ModuleName[];
  languageId: number;
  /** The account's token version when issued; a newer version invalidates the token. */
  ver: number;
  /** Asked to be remembered for 30 days; carried through the interim stages. */
  remember: boolean;
  /** Set on interim `2fa` tokens: the challenge whose code finishes the stage. */
  challengeId?: string;
  /** On `2fa` tokens: `app` when the code is read from an authenticator app (nothing is sent). */
  factor?: 'app';
  /** Survey tokens: the survey they open, and whether `id` is a visit (access code) or a participation. */
  surveyId?: string;
  visit?: boolean;
  /** Platform owner's account id while impersonating a company. */
  impersonatedBy?: string;
  exp?: number;
}
