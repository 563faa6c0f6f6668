// What the app may use of the credit feature: the pages' parts (the routes compose them).
export { CreditLanding } from './components/credit-landing.tsx';
export { LoanApplication } from './components/loan-application.tsx';
export { MyLoan } from './components/my-loan.tsx';
export { CreditConsole } from './components/credit-console.tsx';
export { CreditSignIn } from './components/credit-sign-in.tsx';
export { tab as creditTab, tabs as creditTabs } from './components/credit.css.ts';
