import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { WalletPassContent, WalletPasses } from './wallet-passes';

export type AppleWalletConfig = {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
};

/**
 * Event-ticket passes signed with the pass type's certificate (passkit-generator): the QR code of the
 * signed ticket, the tour, when and who, relevant at the start and at the meeting point. The icon and
 * logo are the site's mark (an SVG), drawn once at the sizes Wallet asks for.
 */
export function createAppleWalletPasses(
  config: AppleWalletConfig,
  options: { organizationName: string; markSvg: Buffer },
): WalletPasses {
  let images: Promise<Record<string, Buffer>> | null = null;
  const drawImages = () =>
    (images ??= (async () => {
      const png = (side: number) => sharp(options.markSvg).resize(side, side).png().toBuffer();
      const [icon, icon2x, icon3x, logo, logo2x] = await Promise.all(
        [29, 58, 87, 50, 100].map(png),
      );
      return {
        'icon.png': icon!,
        'icon@2x.png': icon2x!,
        'icon@3x.png': icon3x!,
        'logo.png': logo!,
        'logo@2x.png': logo2x!,
      };
    })());
  return {
    kind: 'apple',
    isAvailable: true,
    async createPass(content: WalletPassContent) {
      const pass = new PKPass(
        await drawImages(),
        {
          wwdr: config.wwdr,
          signerCert: config.signerCert,
          signerKey: config.signerKey,
          signerKeyPassphrase: config.signerKeyPassphrase,
        },
        {
          formatVersion: 1,
          passTypeIdentifier: config.passTypeId,
          teamIdentifier: config.teamId,
          serialNumber: content.serialNumber,
          organizationName: options.organizationName,
          description: `${content.tourTitle} — ${content.serialNumber}`,
          logoText: options.organizationName,
          backgroundColor: 'rgb(11, 92, 107)',
          foregroundColor: 'rgb(255, 255, 255)',
          labelColor: 'rgb(159, 211, 199)',
        },
      );
      pass.type = 'eventTicket';
      pass.primaryFields.push({
        key: 'tour',
        label: content.labels.tour,
        value: content.tourTitle,
      });
      pass.secondaryFields.push(
        { key: 'when', label: content.labels.when, value: content.when },
        { key: 'party', label: content.labels.party, value: content.party },
      );
      pass.auxiliaryFields.push({
        key: 'reference',
        label: content.labels.reference,
        value: content.serialNumber,
      });
      if (content.meetingPoint?.address)
        pass.backFields.push({
          key: 'meeting-point',
          label: content.labels.meetingPoint,
          value: content.meetingPoint.address,
        });
      pass.setBarcodes({
        message: content.code,
        format: 'PKBarcodeFormatQR',
        messageEncoding: 'iso-8859-1',
        altText: content.serialNumber,
      });
      pass.setRelevantDate(content.start);
      if (content.meetingPoint)
        pass.setLocations({
          latitude: content.meetingPoint.lat,
          longitude: content.meetingPoint.lng,
          relevantText: content.tourTitle,
        });
      return pass.getAsBuffer();
    },
  };
}
