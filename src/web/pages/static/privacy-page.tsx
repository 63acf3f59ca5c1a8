import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import {
  consoleReturnCookie,
  csrfCookie,
  hostCookieName,
  sessionCookie,
} from '../../../contracts/cookies';
import { languageCookie } from '../../../contracts/routes';
import { chooseConsent, consentCookieName, useConsent } from '../../lib/consent';
import { localeStorageKey } from '../../i18n/locales';
import { publicConfigQuery } from '../../lib/public-config';
import {
  ArticleSections,
  LastUpdated,
  Msg,
  OfficeAddress,
  richValues,
  StaticPage,
  TranslationNotice,
  tocOf,
  type ArticleSectionDef,
} from './static-article';
import { Button } from '../../components/button/button';

/** The date this policy last changed; shown at the top and moved with every change. */
export const privacyUpdatedAt = new Date(Date.UTC(2026, 11, 2));

/** Why we use personal data, each with its legal basis under GDPR art. 6. */
const purposes = [
  'account',
  'bookings',
  'notifications',
  'payouts',
  'security',
  'marketing',
  'records',
] as const;

/** What the site keeps in the browser. The session and CSRF cookies are `__Host-` ones over HTTPS. */
export const browserStorage = [
  { name: sessionCookie, key: 'session', kind: 'cookie', isHostOnly: true },
  { name: csrfCookie, key: 'csrf', kind: 'cookie', isHostOnly: true },
  { name: consentCookieName, key: 'consent', kind: 'cookie' },
  { name: localeStorageKey, key: 'lang', kind: 'storage' },
  { name: 'levada_ref', key: 'referral', kind: 'cookie' },
  { name: 'levada_visitor', key: 'visitor', kind: 'cookie' },
  { name: languageCookie, key: 'langCookie', kind: 'cookie' },
  { name: 'levada_idp', key: 'idp', kind: 'cookie' },
  { name: consoleReturnCookie, key: 'console', kind: 'cookie', isHostOnly: true },
  { name: 'levada.ref', key: 'referralSession', kind: 'storage' },
  { name: 'levada.utm', key: 'utm', kind: 'storage' },
] as const;

/** The names as this browser gets them: over HTTPS the server prefixes the session and CSRF cookies. */
export const browserStorageNames = (isHttps: boolean): string[] =>
  browserStorage.map((item) =>
    'isHostOnly' in item ? hostCookieName(item.name, isHttps) : item.name,
  );

function PurposesTable() {
  return (
    <div className="static-table-wrap">
      <table className="static-table">
        <caption className="visually-hidden">
          <FormattedMessage id="static.privacy.purposes.table.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="static.privacy.purposes.table.purpose" />
            </th>
            <th scope="col">
              <FormattedMessage id="static.privacy.purposes.table.basis" />
            </th>
          </tr>
        </thead>
        <tbody>
          {purposes.map((key) => (
            <tr key={key}>
              <th scope="row">
                <FormattedMessage id={`static.privacy.purposes.${key}.purpose`} />
              </th>
              <td>
                <FormattedMessage id={`static.privacy.purposes.${key}.basis`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const noSubscription = () => () => {};

function StorageTable() {
  const intl = useIntl();
  const purpose = intl.formatMessage({ id: 'static.privacy.cookies.table.purpose' });
  const duration = intl.formatMessage({ id: 'static.privacy.cookies.table.duration' });
  // The server renders the plain names; the browser then shows the ones it really gets.
  const isHttps = useSyncExternalStore(
    noSubscription,
    () => window.location.protocol === 'https:',
    () => false,
  );
  const names = browserStorageNames(isHttps);
  return (
    <div className="static-table-wrap">
      <table className="static-table static-table--stack">
        <caption className="visually-hidden">
          <FormattedMessage id="static.privacy.cookies.table.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="static.privacy.cookies.table.name" />
            </th>
            <th scope="col">
              <FormattedMessage id="static.privacy.cookies.table.purpose" />
            </th>
            <th scope="col">
              <FormattedMessage id="static.privacy.cookies.table.duration" />
            </th>
          </tr>
        </thead>
        <tbody>
          {browserStorage.map((item, index) => (
            <tr key={item.key}>
              <th scope="row">
                <code>{names[index]}</code>
                <span className="static-table__note">
                  <FormattedMessage id={`static.privacy.cookies.kind.${item.kind}`} />
                </span>
              </th>
              {/* data-label names the column where the table is stacked on small screens. */}
              <td data-label={purpose}>
                <FormattedMessage id={`static.privacy.cookies.${item.key}.purpose`} />
              </td>
              <td data-label={duration}>
                <FormattedMessage id={`static.privacy.cookies.${item.key}.duration`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The cookie banner's choice, shown and changed here at any time (decision 167). */
function ConsentChoice() {
  const consent = useConsent();
  const status = consent === true ? 'accepted' : consent === false ? 'declined' : 'unset';
  return (
    <div className="static-consent" data-testid="consent-choice">
      <p role="status">
        <FormattedMessage id={`static.privacy.tracking.status.${status}`} />
      </p>
      <div className="static-consent__actions">
        <Button
          variant="secondary"
          aria-pressed={consent === false}
          onClick={() => chooseConsent(false)}
        >
          <FormattedMessage id="static.privacy.tracking.decline" />
        </Button>
        <Button
          variant="primary"
          aria-pressed={consent === true}
          onClick={() => chooseConsent(true)}
        >
          <FormattedMessage id="static.privacy.tracking.accept" />
        </Button>
      </div>
    </div>
  );
}

/** The sections of the policy, in order; `id` is the anchor, `key` names the messages. */
export const privacySections: readonly ArticleSectionDef[] = [
  {
    id: 'who-we-are',
    key: 'controller',
    blocks: ['p1', <OfficeAddress className="static-address" />, 'p2'],
  },
  {
    id: 'what-we-collect',
    key: 'collect',
    blocks: ['p1', ['account', 'bookings', 'payments', 'payouts', 'messages', 'usage'], 'p2'],
  },
  { id: 'why-we-use-it', key: 'purposes', blocks: ['p1', <PurposesTable />, 'p2'] },
  {
    id: 'who-we-share-it-with',
    key: 'sharing',
    blocks: [
      'p1',
      ['operators', 'affiliates', 'authorities'],
      'p2',
      ['payments', 'email', 'sms', 'hosting', 'maps'],
      'p3',
    ],
  },
  { id: 'international-transfers', key: 'transfers', blocks: ['p1'] },
  { id: 'cookies', key: 'cookies', blocks: ['p1', <StorageTable />, 'p2', 'p3'] },
  {
    id: 'analytics-and-marketing',
    key: 'tracking',
    blocks: [
      'p1',
      ['recommendations', 'analytics', 'marketing', 'advertising', 'affiliates'],
      'p2',
      <ConsentChoice />,
      'p3',
    ],
  },
  {
    id: 'how-long-we-keep-it',
    key: 'retention',
    blocks: ['p1', <RetentionList />],
  },
  {
    id: 'your-rights',
    key: 'rights',
    blocks: [
      'p1',
      ['access', 'rectify', 'erase', 'restrict', 'object', 'portability', 'withdraw'],
      'p2',
      'p3',
    ],
  },
  { id: 'security', key: 'security', blocks: ['p1'] },
  { id: 'children', key: 'children', blocks: ['p1'] },
  { id: 'changes', key: 'changes', blocks: ['p1'] },
  { id: 'contact', key: 'contact', blocks: ['p1'] },
];

const retained = ['account', 'bookings', 'messages', 'emails', 'logs', 'marketing'] as const;

/** How long each kind of data is kept; the copies of sent messages for as long as the site is set to. */
function RetentionList() {
  const { data: config } = useQuery(publicConfigQuery());
  return (
    <ul className="static-list">
      {retained.map((key) =>
        key !== 'emails' ? (
          <li key={key}>
            <Msg id={`static.privacy.retention.${key}`} />
          </li>
        ) : config ? (
          <li key={key}>
            <FormattedMessage
              id="static.privacy.retention.emails"
              values={{ ...richValues, days: config.outboxRetentionDays }}
            />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** /privacy-policy: what personal data Levada keeps, why, with whom it is shared, and the visitor's rights. */
export default function PrivacyPage() {
  return (
    <StaticPage
      titleId="static.privacy.title"
      eyebrowId="static.legal.eyebrow"
      meta={<LastUpdated date={privacyUpdatedAt} />}
      lead={<Msg id="static.privacy.lead" />}
      toc={tocOf('static.privacy', privacySections)}
      className="static-page--legal"
    >
      <TranslationNotice />
      <ArticleSections prefix="static.privacy" sections={privacySections} />
    </StaticPage>
  );
}
