import { besideThePage } from '../../components/lazy-beside';
import './lazy-signup-form.css';

/**
 * The partner pages' sign-up, loaded beside the page; keeps its room while its code loads. A submit
 * sent before that code has come waits for it (decision 053).
 */
export const LazySignupForm = besideThePage(
  () => import('./signup-form').then((module) => module.SignupForm),
  <div className="signup-form-placeholder" />,
);
