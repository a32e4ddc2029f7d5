// The account screens: /sign-in, /sign-up (= /register), /check-email and /confirmation/:token.
import type { Locator, Page } from '@playwright/test';
import { SiteLayout } from './site-layout.js';

export class SignInPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly signUpLink: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign In', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign In', exact: true });
    this.signUpLink = page.getByRole('main').getByRole('link', { name: 'Sign Up', exact: true });
    this.formError = page.getByTestId('form-error');
  }

  async goto(query = '') {
    await this.page.goto(`/sign-in${query}`);
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class SignUpPage {
  readonly layout: SiteLayout;
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly repeatPassword: Locator;
  readonly submit: Locator;
  readonly registerLink: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.layout = new SiteLayout(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign Up', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.repeatPassword = page.getByLabel('Repeat Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    this.registerLink = page.getByRole('main').getByRole('link', { name: 'Register', exact: true });
    this.signInLink = page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true });
  }

  async goto(path: '/sign-up' | '/register' = '/sign-up') {
    await this.page.goto(path);
  }

  async signUp(email: string, password: string, repeatPassword = password) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.repeatPassword.fill(repeatPassword);
    await this.submit.click();
  }
}

export class CheckEmailPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Check your e-mail', exact: true });
  }
}

export class ConfirmationPage {
  /** data-status: loading, success or failed. */
  readonly status: Locator;
  readonly signInLink: Locator;
  readonly signUpLink: Locator;

  constructor(readonly page: Page) {
    this.status = page.getByTestId('confirmation-status');
    this.signInLink = this.status.getByRole('link', { name: 'Sign In', exact: true });
    this.signUpLink = this.status.getByRole('link', { name: 'Sign Up', exact: true });
  }
}
