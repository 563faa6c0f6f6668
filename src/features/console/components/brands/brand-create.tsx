// A new brand from the console: its code, name, short name and host names, started as a copy of
// an existing brand (its texts in every language, colours, pages and artwork, which a brand needs
// whole to be kept), then opened in the editor for the rest. The form says early what the server
// would refuse (the code's and host names' rules, a code or host another brand has); the server's
// own refusal is shown beside its field (code, host names) or above the buttons, in the
// operator's language.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminBrandRow } from '../../../../../domain/api/brand-admin.ts';
import * as css from '../../../../components/backoffice/backoffice.css.ts';
import { Field } from '../../../../components/field.tsx';
import * as formCss from '../../../../components/form.css.ts';
import { toastInfo } from '../../../../lib/toast.ts';
import { button, section, sectionTitle } from '../../../../styles/ui.css.ts';
import { useCreateBrand } from '../../api/create-brand.ts';
import { brandInfoQueryOptions } from '../../api/get-brand.ts';
import { hostLines, invalidHosts } from './brand-draft.ts';
import { TextField } from './brand-fields.tsx';

type FieldName = 'code' | 'name' | 'shortName' | 'hosts' | 'reason';
type Problems = Partial<Record<FieldName, string>>;

/** Where a refusal of `admin/brand!create` belongs: beside its field, or (none) above the buttons. */
function refusalField(key: string | undefined): FieldName | undefined {
  if (key === 'brand.codeTaken') return 'code';
  if (key === 'brand.hostInvalid' || key === 'brand.hostTaken') return 'hosts';
  return undefined;
}

export function BrandCreate({ brands, onDone }: { brands: AdminBrandRow[]; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateBrand();
  const [from, setFrom] = useState(
    () => (brands.find((row) => row.isDefault) ?? brands[0])?.code ?? '',
  );
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [shortName, setShortName] = useState('');
  const [hosts, setHosts] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [loading, setLoading] = useState(false);
  // The form takes the focus when it opens and gives it back when it closes.
  useEffect(() => {
    const was = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (was?.isConnected) was.focus();
    };
  }, []);

  /** What the server would refuse, as far as the form can tell (the same rules as the API). */
  const check = (): Problems => {
    const found: Problems = {};
    const wanted = code.trim();
    if (!/^[a-z0-9-]{1,40}$/.test(wanted))
      found.code = t`Write a code of lowercase letters, digits and hyphens, 40 at most.`;
    else if (brands.some((row) => row.code === wanted))
      found.code = t`The code ${wanted} is already a brand's.`;
    if (!name.trim() || name.trim().length > 60)
      found.name = t`Give the brand a name of 60 characters at most.`;
    if (!shortName.trim() || shortName.trim().length > 12)
      found.shortName = t`Give a short name of 12 characters at most.`;
    const lines = hostLines(hosts);
    const bad = invalidHosts(hosts);
    const twice = lines.filter((host, i) => lines.indexOf(host) !== i);
    const taken = lines.flatMap((host) => {
      const owner = brands.find((row) => row.domains.includes(host));
      return owner ? [`${host} (${owner.name})`] : [];
    });
    if (bad.length > 0) found.hosts = t`Not a host name: ${bad.join(', ')}`;
    else if (twice.length > 0) found.hosts = t`Listed twice: ${twice.join(', ')}`;
    else if (taken.length > 0) found.hosts = t`Already another brand's: ${taken.join(', ')}`;
    if (!reason.trim()) found.reason = t`Write the reason for the change.`;
    return found;
  };

  const submit = async () => {
    setRefusal('');
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setLoading(true);
    try {
      const source = await queryClient.fetchQuery(brandInfoQueryOptions(from));
      const created = await create.mutateAsync({
        brand: {
          ...source.brand,
          code: code.trim(),
          name: name.trim(),
          shortName: shortName.trim(),
          domains: hostLines(hosts),
        },
        artworkFrom: source.code,
        reason: reason.trim(),
      });
      toastInfo(t`Brand ${created.name} created. Change its texts, colours and artwork next.`);
      await navigate({ to: '/admin/brands', search: { code: created.code } });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      const field = refusalField((failure as { errorKey?: string }).errorKey);
      if (field) setProblems({ [field]: message });
      else setRefusal(message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section
      className={`${section} ${css.editor}`}
      aria-labelledby={`${id}-heading`}
      data-testid="brand-create"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <h2
        id={`${id}-heading`}
        ref={heading}
        tabIndex={-1}
        className={`${sectionTitle} ${css.editorTitle}`}
      >
        <Trans>New brand</Trans>
      </h2>
      <form
        className={formCss.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={formCss.field}>
          <label className={formCss.label} htmlFor={`${id}-from`}>
            <Trans>Start from</Trans>
          </label>
          <select
            id={`${id}-from`}
            className={formCss.input}
            value={from}
            aria-describedby={`${id}-from-hint`}
            onChange={(event) => setFrom(event.target.value)}
          >
            {brands.map((row) => (
              <option key={row.code} value={row.code}>
                {row.name} ({row.code})
              </option>
            ))}
          </select>
          <span id={`${id}-from-hint`} className={formCss.hint}>
            <Trans>
              The new brand starts with this brand&apos;s texts in every language, colours, pages
              and artwork; change them in its editor next.
            </Trans>
          </span>
        </div>
        <Field
          label={<Trans>Brand code</Trans>}
          value={code}
          dir="ltr"
          maxLength={40}
          required
          autoComplete="off"
          spellCheck={false}
          error={problems.code}
          hint={<Trans>Lowercase letters, digits and hyphens; it cannot change later.</Trans>}
          onChange={(event) => setCode(event.target.value)}
        />
        <Field
          label={<Trans>Name</Trans>}
          value={name}
          maxLength={60}
          required
          autoComplete="off"
          error={problems.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={<Trans>Short name</Trans>}
          value={shortName}
          maxLength={12}
          required
          autoComplete="off"
          error={problems.shortName}
          hint={<Trans>Shown under the app icon.</Trans>}
          onChange={(event) => setShortName(event.target.value)}
        />
        <TextField
          label={<Trans>Host names</Trans>}
          dir="ltr"
          multiline
          value={hosts}
          onChange={setHosts}
          readOnly={false}
          hint={<Trans>One a line, as shop.example.com: no scheme, port, path or wildcard.</Trans>}
          error={problems.hosts}
        />
        <Field
          label={<Trans>Reason for the change</Trans>}
          value={reason}
          maxLength={500}
          required
          autoComplete="off"
          error={problems.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {refusal ? (
          <p className={formCss.formError} role="alert">
            {refusal}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={loading}>
            <Trans>Create the brand</Trans>
          </button>
          <button type="button" className={button.secondary} onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
