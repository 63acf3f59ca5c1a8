import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { Image } from '../../../../contracts/listings';
import { imageAltMaxLength } from '../../../../contracts/listing-photos';
import { maxListingImages } from '../../../../domain/listing-states';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ImageIcon,
} from '../../../components/icons/icons';
import { ownListingKey } from '../../../features/listing-editor/editor-queries';
import { problemLines, ProblemBox } from '../../../features/listing-editor/problems';
import { PublishReadiness } from '../../../features/listing-editor/publish-readiness';
import { fallbackVariant, variantsOf } from '../../../features/listings/listing-images';
import { callApi } from '../../../lib/api-client';
import { uploadApiFile } from '../../../lib/upload-file';
import { TabForm, type TabProps } from './tab-form';

/**
 * Spec 000 §5 and §9: .JPG, .GIF or .PNG, and WebP and HEIC (phones' photos, converted on the
 * server; issue 49), at most 20 MB (the server checks the content again).
 */
const maxBytes = 20 * 1024 * 1024;
const acceptedTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
];
const acceptedExtensions = /\.(jpe?g|png|gif|webp|heic|heif)$/i;

type Item = { key: string; image?: Image; preview?: string; name?: string; progress?: number };

export function PhotosTab({ listing, submit, submitLabel, isDraft }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>(() =>
    (listing?.images ?? []).map((image) => ({ key: image.id, image })),
  );
  const [failures, setFailures] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [required, setRequired] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  if (!listing) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ownListingKey(listing.id) });
  const uploading = items.some((item) => !item.image);

  const addFiles = async (files: File[]) => {
    // What an earlier change was refused for no longer stands once photos are added.
    setError(null);
    setFailures([]);
    setRequired(false);
    const room = maxListingImages - items.length;
    const refused: string[] = [];
    const accepted: Array<{ file: File; item: Item }> = [];
    files.forEach((file, i) => {
      if (i >= room)
        refused.push(t('editor.photos.tooMany', { name: file.name, max: maxListingImages }));
      else if (!acceptedTypes.includes(file.type) && !acceptedExtensions.test(file.name))
        refused.push(t('editor.photos.wrongType', { name: file.name }));
      else if (file.size > maxBytes) refused.push(t('editor.photos.tooBig', { name: file.name }));
      else {
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        accepted.push({
          file,
          item: { key: `upload-${preview}`, preview, name: file.name, progress: 0 },
        });
      }
    });
    setFailures(refused);
    setItems((list) => [...list, ...accepted.map((a) => a.item)]);
    // One at a time: each photo is resized on the server, and the order of choosing is kept.
    for (const { file, item } of accepted) {
      try {
        const { data } = await uploadApiFile(
          'POST /api/own-listings/:id/images',
          { params: { id: listing.id } },
          file,
          (progress) =>
            setItems((list) => list.map((i) => (i.key === item.key ? { ...i, progress } : i))),
        );
        setItems((list) =>
          list.map((i) => (i.key === item.key ? { key: data.id, image: data } : i)),
        );
      } catch (caught) {
        // A failed upload leaves the list (spec 000 §8) and says why.
        setItems((list) => list.filter((i) => i.key !== item.key));
        setFailures((list) => [
          ...list,
          t('editor.photos.failed', {
            name: file.name,
            reason: problemLines(caught, intl).join(' '),
          }),
        ]);
      }
    }
    refresh();
  };

  const saved = (list: Item[]) =>
    list.filter((i): i is Item & { image: Image } => Boolean(i.image));
  const move = async (index: number, by: -1 | 1) => {
    const list = saved(items);
    const target = index + by;
    if (target < 0 || target >= list.length) return;
    const next = [...list];
    [next[index], next[target]] = [next[target]!, next[index]!];
    setItems(next);
    setError(null);
    try {
      await callApi('PUT /api/own-listings/:id/images/order', {
        params: { id: listing.id },
        body: { imageIds: next.map((i) => i.image.id) },
      });
      refresh();
    } catch (caught) {
      setItems(list);
      setError(caught);
    }
  };
  const remove = async (image: Image) => {
    setError(null);
    try {
      await callApi('DELETE /api/own-listings/:id/images/:imageId', {
        params: { id: listing.id, imageId: image.id },
      });
      setItems((list) => list.filter((i) => i.image?.id !== image.id));
      refresh();
    } catch (caught) {
      setError(caught);
    }
  };

  const prepare = () => {
    if (uploading) return undefined;
    setError(null);
    if (saved(items).length === 0) {
      setRequired(true);
      return undefined;
    }
    return null;
  };

  // The last step publishes a draft (spec 000 §2): what it still misses, the photos as they are now.
  const hasPhotos = saved(items).length > 0;
  const missing = listing.missingForPublish.filter((code) => code !== 'images-required');
  const aside = isDraft ? (
    <PublishReadiness
      listing={listing}
      missing={hasPhotos ? missing : [...missing, 'images-required']}
    />
  ) : null;

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel} aside={aside}>
      <ProblemBox error={error} />
      {failures.length > 0 ? (
        <div className="form-error" role="alert">
          <ul>
            {failures.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="photo-grid">
        {items.map((item, index) => {
          const variant = item.image
            ? fallbackVariant(variantsOf(item.image, 'listing-card'), 300)
            : undefined;
          const name = t('editor.photos.photo', { number: index + 1 });
          return (
            <li key={item.key} className="photo-grid__item">
              <div className="photo-grid__media">
                {variant ? (
                  <img src={variant.url} width={variant.width} height={variant.height} alt={name} />
                ) : (
                  <img
                    src={item.preview}
                    alt={item.name ?? name}
                    className="photo-grid__uploading"
                  />
                )}
                {index === 0 && item.image ? (
                  <span className="badge photo-grid__cover">
                    <FormattedMessage id="editor.photos.cover" />
                  </span>
                ) : null}
              </div>
              {item.image ? (
                <div className="photo-grid__actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('editor.photos.moveEarlier', { name })}
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                  >
                    <ChevronLeftIcon size={18} />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('editor.photos.moveLater', { name })}
                    disabled={index === saved(items).length - 1}
                    onClick={() => void move(index, 1)}
                  >
                    <ChevronRightIcon size={18} />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('editor.photos.delete', { name })}
                    onClick={() => void remove(item.image!)}
                  >
                    <CloseIcon size={18} />
                  </button>
                </div>
              ) : (
                <div className="photo-grid__progress">
                  <progress
                    max={1}
                    value={item.progress ?? 0}
                    aria-label={t('editor.photos.uploading', { name: item.name ?? name })}
                  />
                  <span>{Math.round((item.progress ?? 0) * 100)}%</span>
                </div>
              )}
              {item.image ? (
                <PhotoAltField
                  listingId={listing.id}
                  image={item.image}
                  label={t('editor.photos.alt', { name })}
                  onSaved={(image) =>
                    setItems((list) =>
                      list.map((i) => (i.image?.id === image.id ? { ...i, image } : i)),
                    )
                  }
                />
              ) : null}
            </li>
          );
        })}
        {items.length < maxListingImages ? (
          <li className="photo-grid__item">
            <button
              type="button"
              className="photo-grid__add"
              onClick={() => input.current?.click()}
            >
              <ImageIcon size={32} />
              <span>
                <FormattedMessage id="editor.photos.add" />
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      <input
        ref={input}
        id="listing-photo-input"
        className="visually-hidden"
        type="file"
        accept=".jpg,.jpeg,.gif,.png,.webp,.heic,.heif,image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif"
        multiple
        aria-label={t('editor.photos.add')}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void addFiles(files);
        }}
      />
      <p className="field__hint">
        <FormattedMessage id="editor.photos.hint" values={{ max: maxListingImages }} />
      </p>
      {required ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="editor.photos.required" />
        </p>
      ) : null}
    </TabForm>
  );
}

/**
 * A photo's alternative text (issue 49): what it shows, for screen readers and search engines;
 * saved when the field is left, empty for the title and place.
 */
function PhotoAltField({
  listingId,
  image,
  label,
  onSaved,
}: {
  listingId: string;
  image: Image;
  label: string;
  onSaved: (image: Image) => void;
}) {
  const intl = useIntl();
  const [value, setValue] = useState(image.alt ?? '');
  const save = useMutation({
    mutationFn: (alt: string) =>
      callApi('PUT /api/own-listings/:id/images/:imageId/alt', {
        params: { id: listingId, imageId: image.id },
        body: { alt },
      }),
    onSuccess: ({ data }) => onSaved(data),
  });
  const id = `photo-alt-${image.id}`;
  return (
    <div className="field photo-grid__alt">
      <label className="field__hint" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={imageAltMaxLength}
        placeholder={intl.formatMessage({ id: 'editor.photos.altPlaceholder' })}
        aria-invalid={save.isError || undefined}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => {
          if (value.trim() !== (image.alt ?? '')) save.mutate(value);
        }}
      />
      {save.isError ? (
        <p className="field__error" role="alert">
          {problemLines(save.error, intl).join(' ')}
        </p>
      ) : save.isSuccess ? (
        <p className="field__hint" role="status">
          <FormattedMessage id="editor.photos.altSaved" />
        </p>
      ) : null}
    </div>
  );
}
