// The language switcher (Radix dropdown: keyboard and screen-reader menu). Choosing a language
// stores it and reloads the page, as the spec asks; the brand may hide some languages.
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useBrand } from '../../lib/brand.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { currentLanguage, switchLanguage } from '../../app/i18n.ts';
import {
  isLanguageCode,
  languageCodes,
  nativeLanguageNames,
} from '../../../domain/i18n/languages.ts';
import * as css from './layout.css.ts';

export default function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const brand = useBrand();
  const current = currentLanguage();
  const shown = languageCodes.filter((code) => !brand.hiddenLanguages.includes(code));
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={css.languageButton}
        aria-label={t`Language: ${nativeLanguageNames[current]}`}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span lang={current}>{nativeLanguageNames[current]}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={css.menuContent} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(code) => {
              if (isLanguageCode(code) && code !== current) switchLanguage(code);
            }}
          >
            {shown.map((code) => (
              <DropdownMenu.RadioItem key={code} value={code} className={css.menuItem}>
                <span lang={code}>{nativeLanguageNames[code]}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
