import type { PublicAuthor } from '../../../contracts/listings';
import { useIntl } from '../../i18n/intl';

type Named = Pick<PublicAuthor, 'displayName' | 'isBanned' | 'isDeleted'>;

/** A person's shown name: a banned or deleted person's placeholder in the reader's language (the API gives it in English). */
export function usePersonName(): (person: Named) => string {
  const intl = useIntl();
  return (person) =>
    person.isBanned
      ? intl.formatMessage({ id: 'common.person.banned' })
      : person.isDeleted
        ? intl.formatMessage({ id: 'common.person.deleted' })
        : person.displayName;
}
