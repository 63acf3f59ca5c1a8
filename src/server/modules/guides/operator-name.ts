/** How a guide's invitation and the check-in app name an operator: the company, else the person. */
export const operatorNameOf = (user: {
  firstName: string;
  lastName: string;
  publicData: Record<string, unknown>;
}): string =>
  typeof user.publicData.cname === 'string' && user.publicData.cname
    ? user.publicData.cname
    : `${user.firstName} ${user.lastName}`.trim();
