import { useEffect, useState } from 'react';
import { createIntl, FormattedMessage } from '../../i18n/intl';
import { languages, type Language } from '../../../domain/languages';
import { loadMessages, type CompiledMessages } from '../../i18n/catalog';
import { useLocale } from '../../app/locale-context';

import type { FlyerSize } from './flyer-pdf';
import { downloadFile } from '../../lib/download-file';
import { callApi } from '../../lib/api-client';
import { fallbackVariant, variantsOf } from '../listings/listing-images';
import { Button } from '../../components/button/button';

/** The cover of the marketplace's first featured tour: the flyer's photo (null without one). */
async function featuredPhotoUrl(): Promise<string | null> {
  try {
    const featured = await callApi('GET /api/listings/featured', { query: { perPage: 1 } });
    return (
      fallbackVariant(variantsOf(featured.data[0]?.images[0], 'landscape-crop'), 800)?.url ?? null
    );
  } catch {
    return null;
  }
}

/**
 * A photo of the tours for the PDF flyer, as a JPEG or PNG; none when it cannot be read (the flyer
 * then gives its room to the QR code).
 */
export async function fetchFlyerPhoto(url: string | null): Promise<Uint8Array | null> {
  if (!url) return null;
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50;
    return isJpeg || isPng ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * The printable flyer for a hotel lobby (issue 11; designed to be pinned up, issue 49): the Levada logo
 * on the brand colour, a photo of the tours, the business name, the QR code of the referral link large
 * and a line of text, in the language and paper size chosen: downloaded as a PDF file, or printed.
 */
export function QrFlyer({ link, businessName }: { link: string; businessName: string }) {
  const [size, setSize] = useState<FlyerSize>('A5');
  // The page's language until the affiliate picks another (intl.locale is the regional one, de-DE).
  const { locale } = useLocale();
  const [language, setLanguage] = useState<Language>(locale);
  const [svg, setSvg] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void featuredPhotoUrl().then((url) => isCurrent && setPhotoUrl(url));
    return () => {
      isCurrent = false;
    };
  }, []);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode').then((qr) =>
      qr
        .toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
        .then((markup) => isCurrent && setSvg(markup)),
    );
    return () => {
      isCurrent = false;
    };
  }, [link]);
  // The flyer's language may differ from the page's: its catalogue is loaded on demand.
  const [flyerMessages, setFlyerMessages] = useState<CompiledMessages | null>(null);
  useEffect(() => {
    let isCurrent = true;
    setFlyerMessages(null);
    // Its texts are the dashboard's (affiliates.flyer.*), not the main catalogue's.
    void loadMessages(language, 'affiliates.dashboard').then(
      (messages) => isCurrent && setFlyerMessages(messages),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
  const flyerIntl = flyerMessages
    ? createIntl({ locale: language, messages: flyerMessages })
    : null;
  const [isMaking, setMaking] = useState(false);
  const download = async () => {
    if (!flyerIntl) return;
    setMaking(true);
    try {
      // pdf-lib is loaded only here, for the affiliate who asks for the file.
      const [{ buildFlyerPdf }, photo] = await Promise.all([
        import('./flyer-pdf'),
        fetchFlyerPhoto(photoUrl),
      ]);
      const bytes = await buildFlyerPdf({
        photo,
        size,
        businessName,
        link,
        headline: flyerIntl.formatMessage({ id: 'affiliates.flyer.headline' }),
        scan: flyerIntl.formatMessage({ id: 'affiliates.flyer.scan' }),
        language,
      });
      downloadFile(bytes, `levada-flyer-${size.toLowerCase()}-${language}.pdf`, 'application/pdf');
    } finally {
      setMaking(false);
    }
  };
  return (
    <div className="affiliate-card">
      <h2>
        <FormattedMessage id="affiliates.flyer.title" />
      </h2>
      <p>
        <FormattedMessage id="affiliates.flyer.lead" />
      </p>
      <div className="affiliate-flyer-options">
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="affiliates.flyer.size" />
          </span>
          <select
            className="select"
            value={size}
            onChange={(event) => setSize(event.target.value as FlyerSize)}
          >
            <option value="A5">A5</option>
            <option value="A4">A4</option>
          </select>
        </label>
        <label className="field">
          <span className="field__label">
            <FormattedMessage id="affiliates.flyer.language" />
          </span>
          <select
            className="select"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            {languages.map((l) => (
              <option key={l} value={l}>
                {new Intl.DisplayNames([l], { type: 'language' }).of(l)}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="primary"
          disabled={!flyerMessages || isMaking}
          onClick={() => void download()}
        >
          <FormattedMessage id="affiliates.flyer.download" />
        </Button>
        <Button
          variant="secondary"
          disabled={!svg || !flyerMessages}
          onClick={() => window.print()}
        >
          <FormattedMessage id="affiliates.flyer.print" />
        </Button>
      </div>
      <style>{`@page { size: ${size} portrait; margin: 1.5cm; }`}</style>
      <section
        className="affiliate-flyer"
        lang={language}
        aria-hidden="true"
        data-testid="qr-flyer"
      >
        <p className="affiliate-flyer__logo">Levada</p>
        {photoUrl ? <img className="affiliate-flyer__photo" src={photoUrl} alt="" /> : null}
        <p className="affiliate-flyer__name">{businessName}</p>
        <p>{flyerIntl?.formatMessage({ id: 'affiliates.flyer.headline' })}</p>
        {svg ? (
          <div className="affiliate-flyer__qr" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : null}
        <p>{flyerIntl?.formatMessage({ id: 'affiliates.flyer.scan' })}</p>
        <p>{link}</p>
      </section>
    </div>
  );
}
