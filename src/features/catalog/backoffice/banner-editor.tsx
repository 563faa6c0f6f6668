// The banner editor: position, brand, titles, image, link, display order and active period.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminBanner, AdminCategory } from '../../../../domain/api/operator.ts';
import {
  bannerLinkFits,
  bannerLinkTypes,
  bannerPositions,
  type BannerLinkType,
  type BannerPosition,
} from '../../../../domain/catalog/furniture.ts';
import { Field } from '../../../components/field.tsx';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { useBanners, useCategories, useSaveBanner } from './api/furniture.ts';
import { useFurnitureText } from './use-furniture-text.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import {
  ActivePeriodFields,
  EditorPanel,
  filledTexts,
  fromTimeInput,
  toTimeInput,
  useDraft,
  useFieldRules,
} from './furniture-form.tsx';
import {
  DisplayOrderField,
  LocalizedFields,
  SelectField,
  type Texts,
} from './furniture-fields.tsx';

interface BannerDraft {
  position: BannerPosition;
  /** '' for every brand. */
  brand: string;
  titles: Texts;
  imgUrl: string;
  linkType: BannerLinkType;
  link: string;
  sort: string;
  enabled: boolean;
  startTime: string;
  endTime: string;
}

type BannerErrors = Partial<
  Record<'titles' | 'imgUrl' | 'link' | 'sort' | 'startTime' | 'endTime', string>
>;

export function BannerEditor({
  banner,
  position,
  onClose,
}: {
  banner: AdminBanner | null;
  /** The place the list shows, for a new banner. */
  position: BannerPosition | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const text = useFurnitureText();
  const save = useSaveBanner();
  const categories = useCategories();
  // The list's answer names the brands a banner can be shown on.
  const brandList = useBanners();
  const [draft, set] = useDraft<BannerDraft>({
    position: banner?.position ?? position ?? 'home',
    brand: banner?.brand ?? '',
    titles: banner?.titles ?? {},
    imgUrl: banner?.imgUrl ?? '',
    linkType: banner?.linkType ?? 'none',
    link: banner?.link ?? '',
    sort: String(banner?.sort ?? 0),
    enabled: banner?.enabled ?? true,
    startTime: toTimeInput(banner?.startTime ?? ''),
    endTime: toTimeInput(banner?.endTime ?? ''),
  });
  const [errors, setErrors] = useState<BannerErrors>({});
  const [failure, setFailure] = useState('');
  const [uploading, setUploading] = useState(false);
  const rules = useFieldRules();
  const linkRule: Record<BannerLinkType, string> = {
    none: '',
    goods: t`Write the listing's id`,
    seller: t`Write the store's id`,
    category: t`Choose the category`,
    url: t`Write an address that starts with https://`,
  };
  const submit = () => {
    const link = draft.linkType === 'none' ? '' : draft.link.trim();
    const found: BannerErrors = {
      titles: draft.titles.en?.trim() ? undefined : t`Write the English title`,
      imgUrl: draft.imgUrl ? undefined : t`Upload the picture`,
      link: bannerLinkFits(draft.linkType, link) ? undefined : linkRule[draft.linkType],
      sort: rules.displayOrder(draft.sort),
      ...rules.period(draft, false),
    };
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      {
        id: banner?.id,
        position: draft.position,
        brand: draft.brand,
        titles: filledTexts(draft.titles),
        imgUrl: draft.imgUrl,
        linkType: draft.linkType,
        link,
        sort: Number(draft.sort),
        enabled: draft.enabled,
        startTime: fromTimeInput(draft.startTime),
        endTime: fromTimeInput(draft.endTime),
      },
      {
        onSuccess: () => {
          toastInfo(t`Banner saved`);
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  const title = banner?.title;
  return (
    <EditorPanel
      title={
        banner ? (
          <Trans>
            Change the banner <bdi>{title}</bdi>
          </Trans>
        ) : (
          <Trans>New banner</Trans>
        )
      }
      busy={save.isPending || uploading}
      failure={failure}
      onCancel={onClose}
      onSubmit={submit}
    >
      <SelectField
        label={<Trans>Where it shows</Trans>}
        value={draft.position}
        onChange={(event) => set('position', event.target.value as BannerPosition)}
      >
        {bannerPositions.map((code) => (
          <option key={code} value={code}>
            {text.position(code)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={<Trans>Storefront</Trans>}
        value={draft.brand}
        onChange={(event) => set('brand', event.target.value)}
      >
        <option value="">{t`Every brand`}</option>
        {(brandList.data?.brands ?? []).map((brand) => (
          <option key={brand.code} value={brand.code}>
            {brand.name}
          </option>
        ))}
      </SelectField>
      <LocalizedFields
        legend={<Trans>Title (also the picture's description)</Trans>}
        value={draft.titles}
        error={errors.titles}
        onChange={(titles) => set('titles', titles)}
      />
      <ImageUpload
        label={<Trans>Picture (wide, about 3 : 1)</Trans>}
        area="catalog"
        value={draft.imgUrl}
        error={errors.imgUrl}
        onChange={(url) => set('imgUrl', url)}
        onBusy={setUploading}
      />
      <div className={css.editorGrid}>
        <SelectField
          label={<Trans>Opens</Trans>}
          value={draft.linkType}
          onChange={(event) => {
            set('linkType', event.target.value as BannerLinkType);
            set('link', '');
          }}
        >
          {bannerLinkTypes.map((code) => (
            <option key={code} value={code}>
              {text.linkType(code)}
            </option>
          ))}
        </SelectField>
        <BannerLinkField
          linkType={draft.linkType}
          value={draft.link}
          error={errors.link}
          categories={categories.data?.list ?? []}
          onChange={(link) => set('link', link)}
        />
      </div>
      <ActivePeriodFields value={draft} errors={errors} required={false} set={set}>
        <DisplayOrderField
          value={draft.sort}
          error={errors.sort}
          onChange={(sort) => set('sort', sort)}
        />
      </ActivePeriodFields>
    </EditorPanel>
  );
}

function BannerLinkField({
  linkType,
  value,
  error,
  categories,
  onChange,
}: {
  linkType: BannerLinkType;
  value: string;
  error: string | undefined;
  categories: AdminCategory[];
  onChange: (link: string) => void;
}) {
  const { t } = useLingui();
  switch (linkType) {
    case 'none':
      return null;
    case 'category':
      return (
        <SelectField
          label={<Trans>Category</Trans>}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t`Choose a category`}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.parentId ? `— ${category.name}` : category.name}
            </option>
          ))}
        </SelectField>
      );
    case 'url':
      return (
        <Field
          label={<Trans>Web address</Trans>}
          type="url"
          dir="ltr"
          placeholder="https://"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Field
          label={linkType === 'goods' ? <Trans>Listing id</Trans> : <Trans>Store id</Trans>}
          dir="ltr"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
