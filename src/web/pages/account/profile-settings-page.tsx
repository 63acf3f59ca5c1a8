import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { profileBodySchema, type CurrentUser, type ProfileBody } from '../../../contracts/accounts';
import type { Image } from '../../../contracts/listings';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId, PageSkeleton } from '../../components/feedback/feedback';
import {
  SubmitButton,
  TextAreaField,
  TextField,
  FormMessage,
} from '../../components/form/form-fields';
import { fieldProps } from '../../components/form/field-props';
import { UploadIcon } from '../../components/icons/page-icons';
import { useAccountUpdate } from '../../features/accounts/account-api';
import { UserNav } from '../../features/accounts/account-nav';
import { UserAvatar } from '../../features/accounts/user-avatar';
import { requiredError } from '../../features/accounts/validation';
import { ApiError } from '../../lib/api';
import { uploadApiFile } from '../../lib/upload-file';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../components/button/button';

/** Profile pictures: JPG, GIF or PNG up to 20 MB (spec 001 §5, §9); the server checks the content. */
const maxImageBytes = 20 * 1024 * 1024;
const acceptedTypes = ['image/jpeg', 'image/png', 'image/gif'];

/** /profile-settings: names, bio, picture and (operators) company name. */
export default function ProfileSettingsPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.profile.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <div className="account-page">
      <UserNav user={user} />
      <div className="container account-page__body">
        <div className="account-page__content">
          <div className="profile-settings__heading">
            <h1 className="account-page__title">
              <FormattedMessage id="accounts.profile.title" />
            </h1>
            <Link to={`/u/${user.id}`}>
              <FormattedMessage id="accounts.profile.viewProfile" />
            </Link>
          </div>
          <ProfileForm key={user.id} user={user} />
        </div>
      </div>
    </div>
  );
}

/** The form's fields, checked as PATCH /api/account/profile checks them; operators name their company. */
const profileFormSchema = (isOperator: boolean) => {
  const { firstName, lastName, bio, companyName } = profileBodySchema.shape;
  return z.object({
    firstName: firstName.unwrap(),
    lastName: lastName.unwrap(),
    bio: bio.unwrap(),
    companyName: isOperator ? companyName.unwrap() : z.string(),
  });
};
type Values = z.input<ReturnType<typeof profileFormSchema>>;
type Sent = z.output<ReturnType<typeof profileFormSchema>>;

const valuesOf = (user: CurrentUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  bio: user.bio ?? '',
  companyName: typeof user.publicData.cname === 'string' ? user.publicData.cname : '',
});

// A name is refused when empty, or (rarely) past what the server takes: then as the server said it.
const nameMessageId = (value: string) => requiredError(value) ?? 'accounts.failedGeneric';

type Picture = { kind: 'saved' } | { kind: 'uploaded'; image: Image } | { kind: 'removed' };
type Upload = { fraction: number } | null;

/** What differs from the saved profile, trimmed: the body of the save. */
function changesOf(
  v: Values,
  saved: Values,
  picture: Picture,
  user: CurrentUser,
  isOperator: boolean,
): ProfileBody {
  const changes: ProfileBody = {};
  if (v.firstName.trim() !== saved.firstName) changes.firstName = v.firstName.trim();
  if (v.lastName.trim() !== saved.lastName) changes.lastName = v.lastName.trim();
  if (v.bio.trim() !== saved.bio) changes.bio = v.bio.trim();
  if (isOperator && v.companyName.trim() !== saved.companyName)
    changes.companyName = v.companyName.trim();
  if (picture.kind === 'uploaded') changes.profileImageId = picture.image.id;
  if (picture.kind === 'removed' && user.profileImage) changes.profileImageId = null;
  return changes;
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const id = useId();
  const update = useAccountUpdate();
  const fileRef = useRef<HTMLInputElement>(null);
  const isOperator = user.type === userTypes.operator;
  const [picture, setPicture] = useState<Picture>({ kind: 'saved' });
  const [upload, setUpload] = useState<Upload>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; messageId: string } | null>(
    null,
  );
  const savedValues = valuesOf(user);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(profileFormSchema(isOperator)),
    mode: 'onTouched',
    defaultValues: savedValues,
  });
  const changes = changesOf(form.watch(), savedValues, picture, user, isOperator);
  const isChanged = Object.keys(changes).length > 0;
  const save = useMutation({
    mutationFn: (body: ProfileBody) => update('PATCH /api/account/profile', body),
    onSuccess: (next) => {
      setPicture({ kind: 'saved' });
      form.reset(valuesOf(next));
      setResult({ tone: 'success', messageId: 'accounts.saved' });
    },
    onError: (error) =>
      setResult({
        tone: 'error',
        messageId:
          error instanceof ApiError && error.status === 400
            ? 'accounts.failedGeneric'
            : errorMessageId(error),
      }),
  });

  const shownImage =
    picture.kind === 'uploaded'
      ? picture.image
      : picture.kind === 'removed'
        ? null
        : user.profileImage;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setImageError(null);
    setResult(null);
    if (file.size > maxImageBytes) return setImageError('accounts.profile.imageTooBig');
    if (!acceptedTypes.includes(file.type)) return setImageError('accounts.profile.imageFailed');
    setUpload({ fraction: 0 });
    try {
      const { data } = await uploadApiFile(
        'POST /api/account/profile-image',
        {},
        file,
        (fraction) => setUpload({ fraction }),
      );
      setPicture({ kind: 'uploaded', image: data });
    } catch (error) {
      // A failed upload leaves no picture behind (spec 001 §4).
      setPicture((p) => (p.kind === 'uploaded' ? { kind: 'saved' } : p));
      setImageError(
        error instanceof ApiError && error.code === 'request-upload-over-limit'
          ? 'accounts.profile.imageTooBig'
          : 'accounts.profile.imageFailed',
      );
    } finally {
      setUpload(null);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setResult(null);
        void form.handleSubmit((values) => {
          // Saved only if something changed, once the picture is uploaded.
          const body = changesOf(values, savedValues, picture, user, isOperator);
          if (Object.keys(body).length > 0 && !upload) save.mutate(body);
        })(event);
      }}
    >
      <section className="account-page__section" aria-labelledby={`${id}-picture`}>
        <h2 id={`${id}-picture`} className="account-page__section-title">
          <FormattedMessage id="accounts.profile.picture" />
        </h2>
        <div className="profile-picture">
          <UserAvatar image={shownImage} initials={user.abbreviatedName} size={80} />
          <div className="profile-picture__controls">
            <input
              ref={fileRef}
              id={`${id}-file`}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              disabled={upload !== null}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
            <div className="profile-picture__buttons">
              <label
                htmlFor={`${id}-file`}
                className={`button button--secondary button--small${upload ? ' button--disabled' : ''}`}
              >
                <UploadIcon size={18} />
                <FormattedMessage
                  id={shownImage ? 'accounts.profile.changePicture' : 'accounts.profile.addPicture'}
                />
              </label>
              {shownImage ? (
                <Button
                  variant="secondary"
                  size="small"
                  disabled={upload !== null}
                  onClick={() => {
                    setImageError(null);
                    setPicture({ kind: 'removed' });
                  }}
                >
                  <FormattedMessage id="accounts.profile.removePicture" />
                </Button>
              ) : null}
            </div>
            <p className="field__hint">
              <FormattedMessage id="accounts.profile.pictureHint" />
            </p>
            {upload ? (
              <div className="upload-progress">
                <label htmlFor={`${id}-progress`} className="field__hint">
                  <FormattedMessage
                    id="accounts.profile.uploading"
                    values={{ percent: Math.round(upload.fraction * 100) }}
                  />
                </label>
                <progress id={`${id}-progress`} max={1} value={upload.fraction} />
              </div>
            ) : null}
            {picture.kind !== 'saved' && !upload ? (
              <p className="field__hint">
                <FormattedMessage id="accounts.profile.pictureUnsaved" />
              </p>
            ) : null}
            {imageError ? (
              <p className="field__error" role="alert">
                <FormattedMessage id={imageError} />
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <section className="account-page__section" aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`} className="account-page__section-title">
          <FormattedMessage id="accounts.profile.about" />
        </h2>
        <div className="form">
          <div className="name-row">
            <TextField
              id={`${id}-first`}
              autoComplete="given-name"
              label={intl.formatMessage({ id: 'accounts.field.firstName' })}
              {...fieldProps(form, 'firstName', nameMessageId)}
            />
            <TextField
              id={`${id}-last`}
              autoComplete="family-name"
              label={intl.formatMessage({ id: 'accounts.field.lastName' })}
              {...fieldProps(form, 'lastName', nameMessageId)}
            />
          </div>
          <p className="field__hint">
            <FormattedMessage id="accounts.profile.nameHint" />
          </p>
          {isOperator ? (
            <TextField
              id={`${id}-company`}
              autoComplete="organization"
              label={intl.formatMessage({ id: 'accounts.field.companyName' })}
              {...fieldProps(
                form,
                'companyName',
                (value) =>
                  requiredError(value, 'accounts.validation.companyNameRequired') ??
                  'accounts.failedGeneric',
              )}
            />
          ) : null}
          <TextAreaField
            id={`${id}-bio`}
            label={intl.formatMessage({ id: 'accounts.field.bio' })}
            hint={intl.formatMessage({
              id: isOperator
                ? 'accounts.profile.bioHintOperator'
                : user.type === userTypes.affiliate
                  ? 'accounts.profile.bioHintAffiliate'
                  : 'accounts.profile.bioHint',
            })}
            value={form.watch('bio')}
            {...fieldProps(form, 'bio', () => 'accounts.failedGeneric')}
          />
        </div>
      </section>

      <FormMessage id={result?.messageId} tone={result?.tone} />
      <SubmitButton inProgress={save.isPending} disabled={!isChanged || upload !== null}>
        <FormattedMessage id="accounts.save" />
      </SubmitButton>
    </form>
  );
}
