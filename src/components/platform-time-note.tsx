// The back office shows times as the platform writes them (its forms and filters speak of platform
// time and platform days); this line says which zone that is, once per screen.
import { Trans } from '@lingui/react/macro';
import { platformTimeZone } from '../lib/time.ts';
import { muted } from '../styles/ui.css.ts';

export function PlatformTimeNote() {
  const zone = platformTimeZone();
  return (
    <p className={muted} data-testid="platform-time-note">
      <Trans>Times are platform time ({zone}).</Trans>
    </p>
  );
}
