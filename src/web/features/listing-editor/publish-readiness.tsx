import { Link } from 'react-router';
import type { OwnListing } from '../../../contracts/own-listings';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { editListingPath, tabOfRequirement } from './editor-queries';

/**
 * Beside the wizard's last step (Photos, which publishes; spec 000 §2): either "everything is ready"
 * or what is still missing, each a link to the step where it is filled.
 */
export function PublishReadiness({
  listing,
  missing,
}: {
  listing: OwnListing;
  missing: readonly OwnListing['missingForPublish'][number][];
}) {
  const intl = useIntl();
  if (missing.length === 0)
    return (
      <p className="editor__muted" role="status">
        <FormattedMessage id="editor.publish.ready" />
      </p>
    );
  return (
    <div className="form-error" role="status">
      <div>
        <strong>
          <FormattedMessage id="editor.publish.missing" />
        </strong>
        <ul>
          {missing.map((code) => (
            <li key={code}>
              <Link to={editListingPath(listing, tabOfRequirement[code])}>
                {intl.formatMessage({ id: `editor.problem.${code}` })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
