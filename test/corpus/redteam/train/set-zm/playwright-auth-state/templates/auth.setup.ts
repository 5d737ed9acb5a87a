import { test as setup, expect } from '@playwright/test';
import path from 'path';

const authFile = path.join(__dirname, '../playwright/.auth/user.json');

setup('authenticate', async ({ page }) => {
  const user = process.env.E2E_USER;
  const password = process.env.E2E_PASSWORD;
  if (!user || !password) throw new Error('Set E2E_USER and E2E_PASSWORD for the test account');

  await page.goto('/login');
  await page.getByLabel('Email').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();

  // Wait until the app has set its session cookie and redirected.
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('button', { name: /account|profile/i })).toBeVisible();

  await page.context().storageState({ path: authFile });
});
