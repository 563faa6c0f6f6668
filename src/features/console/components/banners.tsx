// The console's banners: where each shows (home carousel, discounts page, categories page), its
// picture, titles per language, what it opens, its order and its active period in platform time.
// An admin adds, changes and deletes them (after a confirmation); support reads only.
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
import { section } from '../../../styles/ui.css.ts';
import { useBanners, useCategories, useDeleteBanner, useSaveBanner } from '../api/furniture.ts';
import { useConsoleText } from '../use-console-text.ts';
import * as css from './console.css.ts';
import { DataTable, Loaded, pageOf } from './data-table.tsx';
import { FilterBar, FilterSelect } from './filter-bar.tsx';
import {
  ActivePeriodFields,
  DisplayOrderField,
  EditorPanel,
  periodColumns,
  filledTexts,
  fromTimeInput,
  LocalizedFields,
  SelectField,
  toTimeInput,
  useDraft,
  useFieldRules,
  usePeriodText,
  type Texts,
} from './furniture-form.tsx';
import { FurnitureScreen } from './furniture-screen.tsx';

export interface BannerSearch {
  position?: BannerPosition | undefined;
  page?: number | undefined;
}

export function Banners({
  search,
  onSearch,
  canWrite,
}: {
  search: BannerSearch;
  onSearch: (next: BannerSearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const text = useConsoleText();
  const banners = useBanners();
  const remove = useDeleteBanner();
  const period = usePeriodText();
  const [position, setPosition] = useState(search.position);
  return (
    <FurnitureScreen<AdminBanner>
      title={<Trans>Banners</Trans>}
      newLabel={<Trans>New banner</Trans>}
      canWrite={canWrite}
      editor={(banner, close) => (
        <BannerEditor
          key={banner?.id ?? 'new'}
          banner={banner}
          position={search.position}
          onClose={close}
        />
      )}
      deletion={{
        question: ({ title: deletingTitle }) => (
          <Trans>
            Delete the banner <bdi>{deletingTitle}</bdi>?
          </Trans>
        ),
        description: <Trans>It leaves the storefront at once. This cannot be undone.</Trans>,
        confirm: (banner, refuse) =>
          remove.mutate(banner.id, {
            onSuccess: () => toastInfo(t`Banner deleted`),
            onError: (error) => refuse(error.message),
          }),
      }}
    >
      {({ actionColumn, refusal }) => (
        <section className={section}>
          <FilterBar
            label={t`Find banners`}
            submitLabel={<Trans>Show</Trans>}
            onSubmit={() => onSearch({ position })}
          >
            <FilterSelect
              label={<Trans>Where it shows</Trans>}
              value={position}
              anyLabel={t`Everywhere`}
              options={bannerPositions.map((code) => ({ value: code, label: text.position(code) }))}
              onChange={(code) => setPosition((code || undefined) as BannerPosition | undefined)}
            />
          </FilterBar>
          {refusal}
          <Loaded query={banners}>
            {({ list, brands }) => {
              const brandName = (code: string) =>
                brands.find((brand) => brand.code === code)?.name ?? code;
              const shown = pageOf(
                list.filter((banner) => !search.position || banner.position === search.position),
                search.page,
              );
              return (
                <DataTable
                  testId="banner-table"
                  caption={<Trans>Banners by place, in display order</Trans>}
                  empty={<Trans>No banners here yet</Trans>}
                  rows={shown.rows}
                  rowKey={(banner) => banner.id}
                  pager={{
                    info: shown.info,
                    label: t`Banner list pages`,
                    onPage: (page) => onSearch({ ...search, page }),
                  }}
                  columns={[
                    {
                      key: 'picture',
                      head: <Trans>Picture</Trans>,
                      cell: (banner) => (
                        <img src={banner.imgUrl} alt="" className={css.wideThumb} loading="lazy" />
                      ),
                    },
                    {
                      key: 'title',
                      head: <Trans>Title</Trans>,
                      rowHeader: true,
                      cell: (banner) => <bdi>{banner.title}</bdi>,
                    },
                    {
                      key: 'position',
                      head: <Trans>Where it shows</Trans>,
                      cell: (banner) => text.position(banner.position),
                    },
                    {
                      key: 'brand',
                      head: <Trans>Storefront</Trans>,
                      cell: (banner) =>
                        banner.brand ? (
                          <bdi>{brandName(banner.brand)}</bdi>
                        ) : (
                          <Trans>Every brand</Trans>
                        ),
                    },
                    {
                      key: 'link',
                      head: <Trans>Opens</Trans>,
                      cell: (banner) => (
                        <>
                          {text.linkType(banner.linkType)}
                          {banner.link ? (
                            <div className={css.code}>
                              <bdi>{banner.link}</bdi>
                            </div>
                          ) : null}
                        </>
                      ),
                    },
                    {
                      key: 'sort',
                      head: <Trans>Display order</Trans>,
                      cell: (banner) => banner.sort,
                    },
                    ...periodColumns<AdminBanner>(
                      <Trans>Active period (platform time)</Trans>,
                      period,
                    ),
                    actionColumn((banner) => banner.title),
                  ]}
                />
              );
            }}
          </Loaded>
        </section>
      )}
    </FurnitureScreen>
  );
}

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

function BannerEditor({
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
  const text = useConsoleText();
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
