// The console's banners: where each shows (home carousel, discounts page, categories page), its
// picture, titles per language, what it opens, its order and its active period in platform time.
// An admin adds, changes and deletes them (after a confirmation); support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminBanner } from '../../../../domain/api/operator.ts';
import { bannerPositions, type BannerPosition } from '../../../../domain/catalog/furniture.ts';
import { toastInfo } from '../../../lib/toast.ts';
import { section } from '../../../styles/ui.css.ts';
import { useBanners, useDeleteBanner } from './api/furniture.ts';
import { useFurnitureText } from './use-furniture-text.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded, pageOf } from '../../../components/backoffice/data-table.tsx';
import { FilterBar, FilterSelect } from '../../../components/backoffice/filter-bar.tsx';
import { periodColumns, usePeriodText } from './furniture-form.tsx';
import { FurnitureScreen } from './furniture-screen.tsx';
import { BannerEditor } from './banner-editor.tsx';

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
  const text = useFurnitureText();
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
