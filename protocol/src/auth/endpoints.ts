import { loginRoute, systemCaptchaRoute } from './publicRoutes.ts';
import { Captcha, LoginParam, LoginQuery, LogoutParam } from './records.ts';
import { logoutRoute } from './routes.ts';
import { endpoint } from '../core/endpoint.ts';

export const login = endpoint({
  ...loginRoute,
  description:
    'Signs in; the session token comes back in the X-Token response header, never in the body. Our addition: ' +
    '`reads` names the console page shown next, whose first reads (SYS-X2) the device starts for the new session.',
  query: LoginQuery,
  param: LoginParam,
});

export const logout = endpoint({
  ...logoutRoute,
  description: 'Ends the session of the X-Token sent.',
  param: LogoutParam,
});

export const systemCaptcha = endpoint({
  ...systemCaptchaRoute,
  description: 'Creates a login captcha and answers the URL of its image.',
  data: Captcha,
});
