import { Foundation1763800000000 } from './1763800000000-foundation';
import { CompanyRequest1763800100000 } from './1763800100000-company-request';
import { Companies1763800200000 } from './1763800200000-companies';
import { Employees1763800300000 } from './1763800300000-employees';
import { Surveys1763800500000 } from './1763800500000-surveys';
import { Reports1763800600000 } from './1763800600000-reports';
import { ReportInvitations1763800600100 } from './1763800600100-report-invitations';
import { OutboxRetries1763800700000 } from './1763800700000-outbox-retries';
import { CompanyList1763801000000 } from './1763801000000-company-list';
import { AccountIdentifierIndexes1763801100000 } from './1763801100000-account-identifier-indexes';
import { NamesInHumanOrder1763801200000 } from './1763801200000-names-in-human-order';
import { PairTallies1763801300000 } from './1763801300000-pair-tallies';
import { SecondFactor1763801650000 } from './1763801650000-second-factor';
import { OidcSignIn1763802000000 } from './1763802000000-oidc-sign-in';
import { PrivacyRequests1763802100000 } from './1763802100000-privacy-requests';
import { IntersectionTallies1763802300000 } from './1763802300000-intersection-tallies';
import { CommentModeration1763802500000 } from './1763802500000-comment-moderation';
import { MessageChannels1763802600000 } from './1763802600000-message-channels';
import { Retention1763802700000 } from './1763802700000-retention';
import { SurveyTexts1763802740000 } from './1763802740000-survey-texts';
import { QuestionTypes1763802800000 } from './1763802800000-question-types';
import { SurveySeries1763802910000 } from './1763802910000-survey-series';
import { PublishedFigures1763802920000 } from './1763802920000-published-figures';
import { SurveyRecurrence1763802930000 } from './1763802930000-survey-recurrence';
import { CompanyListVersion1763802940000 } from './1763802940000-company-list-version';
import { SurveyQuestionCount1763802950000 } from './1763802950000-survey-question-count';
import { SurveyVisitIndex1763802960000 } from './1763802960000-survey-visit-index';

/** Applied in this order; append new migrations at the end. */
export const MIGRATIONS = [
  Foundation1763800000000,
  CompanyRequest1763800100000,
  Companies1763800200000,
  Employees1763800300000,
  Surveys1763800500000,
  Reports1763800600000,
  ReportInvitations1763800600100,
  OutboxRetries1763800700000,
  CompanyList1763801000000,
  AccountIdentifierIndexes1763801100000,
  NamesInHumanOrder1763801200000,
  PairTallies1763801300000,
  SecondFactor1763801650000,
  OidcSignIn1763802000000,
  PrivacyRequests1763802100000,
  IntersectionTallies1763802300000,
  CommentModeration1763802500000,
  MessageChannels1763802600000,
  Retention1763802700000,
  SurveyTexts1763802740000,
  QuestionTypes1763802800000,
  SurveySeries1763802910000,
  PublishedFigures1763802920000,
  SurveyRecurrence1763802930000,
  CompanyListVersion1763802940000,
  SurveyQuestionCount1763802950000,
  SurveyVisitIndex1763802960000,
];
