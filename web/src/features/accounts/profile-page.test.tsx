import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { imageFile as png, mockError, mockQuery, mockSession, mockUpload } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { expectToast } from '@/test/toaster';
import { UpdatePasswordMutation } from '@/components/account/password-form';
import { UpdateProfileMutation } from '@/components/account/profile-form';
import { ProfilePage, ProfilePageQuery } from './profile-page';

// The session's profile and the screen's are the same Profile in Apollo's cache (mockSession's id).
const PROFILE = {
  __typename: 'Profile' as const,
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Member',
  email: 'member@lemari.test',
  telephone: '0812-3456-7890',
  image: null,
  location: 'Yogyakarta',
  username: null,
  roles: [],
};
const UPLOADED = 'http://127.0.0.1:8080/uploads/avatar-640.webp';
// Not a literal in the mock (the form's fragment fields are masked in the operation's type).
const SAVED = { ...PROFILE, name: 'Sari Member', image: UPLOADED };

const profileAnswer = mockQuery(ProfilePageQuery, {}, { profile: PROFILE });

/** What the header and the member sidebar read. */
function SessionUser() {
  const { user } = useSession();
  return (
    <p data-testid="session-user">
      {user?.name} {user?.image ?? 'no image'}
    </p>
  );
}

function open(mocks: MockLink.MockedResponse[]) {
  return renderWithApp(
    <>
      <SessionUser />
      <ProfilePage />
    </>,
    { route: '/profile', mocks: [mockSession('member'), profileAnswer, ...mocks], toasts: true },
  );
}

describe('ProfilePage', () => {
  it('shows the profile with the e-mail read-only', async () => {
    open([]);
    expect(await screen.findByLabelText('Name')).toHaveValue('Member');
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('member@lemari.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Telephone')).toHaveValue('0812-3456-7890');
    expect(screen.getByLabelText('Location')).toHaveValue('Yogyakarta');
    expect(screen.getByLabelText('Profile image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeInTheDocument();
  });

  it('uploads a chosen image (Save disabled and "Uploading..." meanwhile), then saves it with the profile', async () => {
    const user = userEvent.setup();
    const upload = mockUpload(UPLOADED, { delay: 200 });
    const save = mockQuery(
      UpdateProfileMutation,
      {
        input: { name: 'Sari Member', telephone: '0812-3456-7890', location: 'Yogyakarta', image: UPLOADED },
      },
      { updateProfile: SAVED },
    );
    open([upload.mock, save]);
    const file = png();
    const input = await screen.findByLabelText('Profile image');
    // Watched from before the file is chosen: the DOM change that shows "Uploading..." is caught as it happens,
    // however long choosing the file takes on a busy machine.
    const sawUploading = waitFor(() =>
      expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled(),
    );
    await user.upload(input, file);
    await sawUploading;
    await expectToast('Image uploaded successfully!');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(upload.calls.at(-1)).toBe(file);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Sari Member');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Profile updated');
    // The header and sidebar read the session's Profile: the saved answer updated it.
    await waitFor(() =>
      expect(screen.getByTestId('session-user')).toHaveTextContent(`Sari Member ${UPLOADED}`),
    );
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const upload = mockUpload(UPLOADED);
    open([upload.mock]);
    await user.upload(await screen.findByLabelText('Profile image'), png(10, 'notes.txt', 'text/plain'));
    await expectToast('Failed to upload image');
    expect(upload.calls).toHaveLength(0);
  });

  it('refuses an image over the 5 MB limit without uploading it', async () => {
    const user = userEvent.setup();
    const upload = mockUpload(UPLOADED);
    open([upload.mock]);
    await user.upload(await screen.findByLabelText('Profile image'), png(5 * 1024 * 1024 + 1));
    await expectToast('The image is larger than 5 MB.');
    expect(upload.calls).toHaveLength(0);
  });

  it('says Failed to upload image when the gateway refuses the file', async () => {
    const user = userEvent.setup();
    open([mockUpload(UPLOADED, { fail: 'The file is not a supported image' }).mock]);
    await user.upload(await screen.findByLabelText('Profile image'), png());
    await expectToast('Failed to upload image');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('changes the password and empties the form', async () => {
    const user = userEvent.setup();
    const input = {
      currentPassword: 'Member-pass-1',
      newPassword: 'Member-pass-2',
      confirmNewPassword: 'Member-pass-2',
    };
    open([mockQuery(UpdatePasswordMutation, { input }, { updatePassword: true })]);
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText(/^Current password/), input.currentPassword);
    await user.type(form.getByLabelText(/^New password/), input.newPassword);
    await user.type(form.getByLabelText(/^Confirm new password/), input.confirmNewPassword);
    await user.click(form.getByRole('button', { name: 'Change password' }));
    await expectToast('success update password');
    await waitFor(() => expect(form.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(form.getByLabelText(/^New password/)).toHaveValue('');
    expect(form.queryByText('Enter your current password')).not.toBeInTheDocument();
  });

  it('compares the confirmation, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    const input = {
      currentPassword: 'wrong-pass-1',
      newPassword: 'Member-pass-2',
      confirmNewPassword: 'Member-pass-2',
    };
    open([mockError(UpdatePasswordMutation, { input }, 'currentPassword is incorrect')]);
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    await user.type(form.getByLabelText(/^Current password/), input.currentPassword);
    await user.type(form.getByLabelText(/^New password/), input.newPassword);
    await user.type(form.getByLabelText(/^Confirm new password/), 'Member-pass-3');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(form.getByLabelText(/^Confirm new password/));
    await user.type(form.getByLabelText(/^Confirm new password/), input.confirmNewPassword);
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByTestId('form-error')).toHaveTextContent('currentPassword is incorrect');
    expect(form.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText(/^Current password/)).toHaveValue('wrong-pass-1');
  });
});
