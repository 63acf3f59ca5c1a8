import { FormattedMessage } from '../../i18n/intl';
import { Link } from 'react-router';
import { EmptyState } from '../../components/feedback/feedback';

/** What customers and affiliates see on the listing pages of operators (spec 001 §6). */
export function OperatorsOnly() {
  return (
    <div className="container">
      <EmptyState
        title={<FormattedMessage id="editor.operatorsOnly.title" />}
        action={
          <Link className="button button--primary" to="/tour-operators">
            <FormattedMessage id="editor.operatorsOnly.action" />
          </Link>
        }
      >
        <p>
          <FormattedMessage id="editor.operatorsOnly.text" />
        </p>
      </EmptyState>
    </div>
  );
}
