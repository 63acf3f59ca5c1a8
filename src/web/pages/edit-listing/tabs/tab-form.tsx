import { useMutation } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from '../../../i18n/intl';
import type {
  CreateListingBody,
  OwnListing,
  UpdateListingBody,
} from '../../../../contracts/own-listings';
import { ProblemBox } from '../../../features/listing-editor/problems';
import { useMarkUnsaved } from './unsaved-changes';
import { Button } from '../../../components/button/button';

export type TabProps = {
  /** null on /l/new, before the draft exists. */
  listing: OwnListing | null;
  /**
   * Saves the body (null: nothing to save) and moves on; throws an ApiError when refused.
   * `afterSave` runs once the listing is saved, before moving on (what must follow the save).
   */
  submit: (
    body: UpdateListingBody | CreateListingBody | null,
    afterSave?: (saved: OwnListing) => Promise<void>,
  ) => Promise<void>;
  /** Message id of the main button: next, publish or save. */
  submitLabel: string;
  isDraft: boolean;
};

type Body = UpdateListingBody | CreateListingBody | null;

type TabFormProps = {
  /** Checks the form (showing its errors) and returns what to save, or undefined to stop. */
  prepare: () => Body | undefined | Promise<Body | undefined>;
  submit: TabProps['submit'];
  submitLabel: string;
  children: ReactNode;
  /** Shown before the main button, e.g. what is still missing before publishing. */
  aside?: ReactNode;
};

/** A tab's form: local checks first, then the save, with the refusal (translated) above the fields. */
export function TabForm({ prepare, submit, submitLabel, children, aside }: TabFormProps) {
  const markUnsaved = useMarkUnsaved();
  const save = useMutation({
    mutationFn: (body: UpdateListingBody | CreateListingBody | null) => submit(body),
    onSuccess: () => markUnsaved(false),
    onError: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
  });
  const pending = save.isPending;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = await prepare();
    if (body === undefined) return;
    save.mutate(body);
  };
  return (
    <form
      className="editor__form"
      onSubmit={(event) => void onSubmit(event)}
      // Any field typed or ticked is unsaved until the next save; photos save as they upload.
      onChange={(event) => {
        if (!(event.target instanceof HTMLInputElement && event.target.type === 'file'))
          markUnsaved(true);
      }}
      noValidate
    >
      <ProblemBox error={save.error} />
      {children}
      {aside}
      <div className="form-actions">
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
          <FormattedMessage id={pending ? 'editor.action.saving' : submitLabel} />
        </Button>
      </div>
    </form>
  );
}

/**
 * The `prepare` of a tab on react-hook-form: the resolver checks every field (each error shows),
 * then `bodyOf` makes what to save of the checked values.
 */
export function prepareOf<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  bodyOf: (values: O) => Body | undefined,
) {
  return () =>
    new Promise<Body | undefined>((resolve) => {
      void form.handleSubmit(
        (values) => resolve(bodyOf(values)),
        () => resolve(undefined),
      )();
    });
}

/**
 * A field's error as the editor shows it: once one of the fields was left, or a save was tried. The
 * tabs validate on every change (mode `all`), so a shown error follows what is typed.
 */
export function shownError<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  name: FieldPath<V>,
  ...alsoTouching: FieldPath<V>[]
): FieldError | undefined {
  const { isSubmitted } = form.formState;
  const isShown =
    isSubmitted ||
    [name, ...alsoTouching].some((field) => form.getFieldState(field, form.formState).isTouched);
  return isShown ? form.getFieldState(name, form.formState).error : undefined;
}
