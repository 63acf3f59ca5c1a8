import { FormattedMessage } from '../../i18n/intl';
import { siteConfig } from '../../app/site-config';
import { Modal } from '../modal/modal';

/** The photo credits, opened from the footer: a chunk of its own, fetched when asked for. */
export default function CreditsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} title={<FormattedMessage id="layout.credits.title" />}>
      <p className="credits__intro">
        <FormattedMessage id="layout.credits.intro" />
      </p>
      <ul className="credits__list">
        {siteConfig.imageCredits.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
