import { FormattedMessage } from '../../i18n/intl';
import { EmptyState } from '../../components/feedback/feedback';
import { ButtonLink } from '../../components/button/button-link';

/** What customers and affiliates see on the listing pages of operators (spec 001 §6). */
export function OperatorsOnly() {
  return (
    <div className="container">
      <EmptyState
        title={<FormattedMessage id="editor.operatorsOnly.title" />}
        action={
          <ButtonLink variant="primary" to="/tour-operators">
            <FormattedMessage id="editor.operatorsOnly.action" />
          </ButtonLink>
        }
      >
        <p>
          <FormattedMessage id="editor.operatorsOnly.text" />
        </p>
      </EmptyState>
    </div>
  );
}
