import { besideThePage } from '../../components/lazy-beside';
import './lazy-signup-form.css';

/**
 * The login form, loaded beside its page (react-hook-form and zod are on no public page's first
 * load); keeps its room while its code loads. What is typed and a submit sent before that code has
 * come wait for it (decision 053).
 */
export const LazyLoginForm = besideThePage(
  () => import('./login-form').then((module) => module.LoginForm),
  <div className="login-form-placeholder" />,
);
