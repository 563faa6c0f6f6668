// The console's lucky draw: the activities, latest start first, each with its titles, the https
// page it opens and its period in platform time. The storefront's lucky-draw box shows the one
// enabled and running now. An admin adds and changes them (there is no delete: switch one off);
// support reads only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AdminLottery } from '../../../../domain/api/operator.ts';
import { isHttpsAddress } from '../../../../domain/catalog/furniture.ts';
import { Field } from '../../../components/field.tsx';
import { toastInfo } from '../../../lib/toast.ts';
import { section } from '../../../styles/ui.css.ts';
import { useLotteries, useSaveLottery } from './api/furniture.ts';
import * as css from '../../../components/backoffice/backoffice.css.ts';
import { DataTable, Loaded, pageOf } from '../../../components/backoffice/data-table.tsx';
import {
  ActivePeriodFields,
  EditorPanel,
  periodColumns,
  filledTexts,
  fromTimeInput,
  toTimeInput,
  useDraft,
  useFieldRules,
  usePeriodText,
} from './furniture-form.tsx';
import { LocalizedFields, type Texts } from './furniture-fields.tsx';
import { FurnitureScreen } from './furniture-screen.tsx';

export interface LotterySearch {
  page?: number | undefined;
}

export function Lottery({
  search,
  onSearch,
  canWrite,
}: {
  search: LotterySearch;
  onSearch: (next: LotterySearch) => void;
  canWrite: boolean;
}) {
  const { t } = useLingui();
  const lotteries = useLotteries();
  const period = usePeriodText();
  return (
    <FurnitureScreen<AdminLottery>
      title={<Trans>Lucky draw</Trans>}
      newLabel={<Trans>New lucky draw</Trans>}
      canWrite={canWrite}
      editor={(lottery, close) => (
        <LotteryEditor key={lottery?.id ?? 'new'} lottery={lottery} onClose={close} />
      )}
    >
      {({ actionColumn }) => (
        <section className={section}>
          <Loaded query={lotteries}>
            {({ list }) => {
              const shown = pageOf(list, search.page);
              return (
                <DataTable
                  testId="lottery-table"
                  caption={
                    <Trans>
                      Lucky draws, latest start first; the storefront shows the one enabled and
                      running now
                    </Trans>
                  }
                  empty={<Trans>No lucky draw yet</Trans>}
                  rows={shown.rows}
                  rowKey={(lottery) => lottery.id}
                  pager={{
                    info: shown.info,
                    label: t`Lucky draw list pages`,
                    onPage: (page) => onSearch({ page }),
                  }}
                  columns={[
                    {
                      key: 'title',
                      head: <Trans>Title</Trans>,
                      rowHeader: true,
                      cell: (lottery) => <bdi>{lottery.title}</bdi>,
                    },
                    {
                      key: 'page',
                      head: <Trans>Page it opens</Trans>,
                      cell: (lottery) => (
                        <span className={css.code}>
                          <bdi>{lottery.detailUrl}</bdi>
                        </span>
                      ),
                    },
                    ...periodColumns<AdminLottery>(<Trans>Period (platform time)</Trans>, period),
                    actionColumn((lottery) => lottery.title),
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

interface LotteryDraft {
  titles: Texts;
  detailUrl: string;
  startTime: string;
  endTime: string;
  enabled: boolean;
}

type LotteryErrors = Partial<Record<'titles' | 'detailUrl' | 'startTime' | 'endTime', string>>;

function LotteryEditor({
  lottery,
  onClose,
}: {
  lottery: AdminLottery | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveLottery();
  const [draft, set] = useDraft<LotteryDraft>({
    titles: lottery?.titles ?? {},
    detailUrl: lottery?.detailUrl ?? '',
    startTime: toTimeInput(lottery?.startTime ?? ''),
    endTime: toTimeInput(lottery?.endTime ?? ''),
    enabled: lottery?.enabled ?? true,
  });
  const [errors, setErrors] = useState<LotteryErrors>({});
  const [failure, setFailure] = useState('');
  const rules = useFieldRules();
  const submit = () => {
    const detailUrl = draft.detailUrl.trim();
    const found: LotteryErrors = {
      titles: draft.titles.en?.trim() ? undefined : t`Write the English title`,
      detailUrl: isHttpsAddress(detailUrl)
        ? undefined
        : t`Write an address that starts with https://`,
      ...rules.period(draft, true),
    };
    setErrors(found);
    setFailure('');
    if (Object.values(found).some(Boolean)) return;
    save.mutate(
      {
        id: lottery?.id,
        titles: filledTexts(draft.titles),
        detailUrl,
        startTime: fromTimeInput(draft.startTime),
        endTime: fromTimeInput(draft.endTime),
        enabled: draft.enabled,
      },
      {
        onSuccess: () => {
          toastInfo(t`Lucky draw saved`);
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  };
  const title = lottery?.title;
  return (
    <EditorPanel
      title={
        lottery ? (
          <Trans>
            Change the lucky draw <bdi>{title}</bdi>
          </Trans>
        ) : (
          <Trans>New lucky draw</Trans>
        )
      }
      busy={save.isPending}
      failure={failure}
      onCancel={onClose}
      onSubmit={submit}
    >
      <LocalizedFields
        legend={<Trans>Title</Trans>}
        value={draft.titles}
        error={errors.titles}
        onChange={(titles) => set('titles', titles)}
      />
      <Field
        label={<Trans>Page it opens</Trans>}
        type="url"
        dir="ltr"
        placeholder="https://"
        value={draft.detailUrl}
        error={errors.detailUrl}
        onChange={(event) => set('detailUrl', event.target.value)}
      />
      <ActivePeriodFields value={draft} errors={errors} required set={set} />
    </EditorPanel>
  );
}
