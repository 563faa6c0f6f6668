// The language switcher (Radix dropdown: keyboard and screen-reader menu). Choosing a language
// stores it and reloads the page, as the spec asks; the brand may hide some languages.
import { useLingui } from '@lingui/react/macro';
import { DropdownMenu } from 'radix-ui';
import { useBrand } from '../../lib/brand.ts';
import { CheckIcon, GlobeIcon } from '../../components/icons.tsx';
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
        <GlobeIcon />
        <span lang={current} className={css.phoneHidden}>
          {nativeLanguageNames[current]}
        </span>
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
