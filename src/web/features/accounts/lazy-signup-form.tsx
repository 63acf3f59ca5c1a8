import { lazy, Suspense, type ComponentProps } from 'react';
import type { SignupForm as EagerSignupForm } from './signup-form';
import './lazy-signup-form.css';

// The partner pages' sign-up loads beside the page, not before it (decision 051): the server renders
// it, React hydrates it once its code is there, and a submit sent before that waits for it (decision 053).
const SignupForm = lazy(() =>
  import('./signup-form').then((module) => ({ default: module.SignupForm })),
);

/** The sign-up form loaded beside a server-rendered page; keeps its room while its code loads. */
export function LazySignupForm(props: ComponentProps<typeof EagerSignupForm>) {
  return (
    <Suspense fallback={<div className="signup-form-placeholder" />}>
      <SignupForm {...props} />
    </Suspense>
  );
}
