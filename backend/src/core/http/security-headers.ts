import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { AppConfig } from '../config/app-config';
import { ContentSecurityPolicy } from './content-security-policy';

/**
 * Browser features no page of the site or the admin area uses: switched off, so neither an injected
 * script nor a framed page can ask for them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Helmet's headers, the one Content-Security-Policy (an HTML page served later replaces it with one
 * that names its inline scripts) and the Permissions-Policy, on every answer.
 */
export function securityHeaders(config: AppConfig, policy: ContentSecurityPolicy): RequestHandler[] {
  const header = policy.header();
  return [
    helmet({ contentSecurityPolicy: false, hsts: config.environment === 'production' }),
    (_request: Request, response: Response, next: NextFunction) => {
      response.setHeader('Content-Security-Policy', header);
      response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
