import { useDecideIdentityChange, useIdentityChanges } from '@kopru/api-client/identity-changes';
import { type IdentityChange, identityFields } from '@kopru/domain/schemas/identity-changes';
import { formatDateTime } from '@kopru/i18n/format';
import { useTranslation } from 'react-i18next';
import { ChangeReviewSection } from './change-review-section.tsx';

/** Verified SMEs' requests to change their legal identity: verified and requested side by side. */
export function IdentityChangesSection() {
  const { t } = useTranslation();
  const list = useIdentityChanges();
  return (
    <ChangeReviewSection
      id="identity-changes"
      texts="kyc.admin.identity"
      changes={list.data?.data ?? []}
      useDecide={useDecideIdentityChange}
      title={(change) => change.current.companyName}
      approved={(_, decided) => t('kyc.admin.identity.approved', { company: decided.requested.companyName })}
      rejected={(change) => t('kyc.admin.identity.rejected', { company: change.current.companyName })}
    >
      {(change) => <IdentityComparison change={change} />}
    </ChangeReviewSection>
  );
}

/**
 * The verified values and the requested ones, those that differ marked; when the request replaced
 * one the admin may have reviewed, that one too (withdrawn), and the values changed since marked.
 */
export function IdentityComparison({ change }: { change: IdentityChange }) {
  const { t, i18n } = useTranslation();
  const { replaces } = change;
  const head = 'py-1 pr-4 font-medium';
  return (
    <div className="space-y-3">
      {replaces && (
        <p className="text-sm text-amber-800">
          {t('kyc.admin.identity.replacesNote', { date: formatDateTime(replaces.createdAt, i18n.language) })}
        </p>
      )}
      <div className="overflow-x-auto">
        <table
          className={
            replaces
              ? 'w-full table-fixed text-left text-sm [overflow-wrap:anywhere]'
              : 'w-full text-left text-sm'
          }
        >
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className={head}>
                <span className="sr-only">{t('kyc.admin.identity.title')}</span>
              </th>
              <th scope="col" className={head}>
                {t('kyc.admin.identity.verified')}
              </th>
              {replaces && (
                <th scope="col" className={head}>
                  {t('kyc.admin.identity.replaced')}
                </th>
              )}
              <th scope="col" className="py-1 font-medium">
                {t('kyc.admin.identity.requested')}
              </th>
            </tr>
          </thead>
          <tbody>
            {identityFields.map((field) => {
              const requested = change.requested[field];
              const changedSince = replaces !== null && replaces.requested[field] !== requested;
              return (
                <tr key={field} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-medium text-slate-700">
                    {t(`kyc.admin.identity.${field}`)}
                  </th>
                  <td className="py-1 pr-4">{change.current[field]}</td>
                  {replaces && <td className="py-1 pr-4 text-slate-500">{replaces.requested[field]}</td>}
                  <td
                    className={
                      change.current[field] === requested ? 'py-1' : 'py-1 font-semibold text-amber-800'
                    }
                  >
                    {requested}
                    {changedSince && (
                      <span className="ml-2 rounded bg-amber-100 px-1 text-xs font-medium text-amber-900">
                        {t('kyc.admin.identity.changedSince')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <KindFieldsRequested change={change} />
    </div>
  );
}

const kindFields = ['taxOffice', 'holderFirstName', 'holderLastName'] as const;

/**
 * The tax office or names iyzico's registration needs, when the request corrects them: the approved
 * KYC's value beside the one asked for.
 */
function KindFieldsRequested({ change }: { change: IdentityChange }) {
  const { t } = useTranslation();
  const asked = kindFields.filter((field) => change.requested[field]);
  if (asked.length === 0) return null;
  const head = 'py-1 pr-4 font-medium';
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-slate-600">{t('acquirerRegistration.admin.kindNote')}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm [overflow-wrap:anywhere]">
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className={head}>
                <span className="sr-only">{t('acquirerRegistration.admin.kindTitle')}</span>
              </th>
              <th scope="col" className={head}>
                {t('kyc.admin.identity.verified')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('kyc.admin.identity.requested')}
              </th>
            </tr>
          </thead>
          <tbody>
            {asked.map((field) => (
              <tr key={field} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-4 font-medium text-slate-700">
                  {t(`kyc.form.${field}`)}
                </th>
                <td className="py-1 pr-4">
                  {change.current[field] ?? (
                    <span className="text-slate-500">{t('acquirerRegistration.admin.notGiven')}</span>
                  )}
                </td>
                <td className="py-1 font-semibold text-amber-800">{change.requested[field]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
