import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { withLook, type ButtonLook } from './button';

/** A link of the app (the router's Link) that looks like a button. */
export const ButtonLink = (props: ButtonLook & LinkProps) => <Link {...withLook(props)} />;

/** A link outside the app (a full page load, a phone number, a download) that looks like a button. */
export const ButtonAnchor = (
  props: ButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'>,
) => <a {...withLook(props)} />;
