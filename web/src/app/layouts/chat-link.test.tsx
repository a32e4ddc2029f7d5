import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Scope } from '@/generated/graphql';
import { mockQuery, mockSession, watched } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import { CHAT_ROOM_VARIABLE } from '@/lib/bottom-bar';
import { ChatLink, ChatLinkQuery, whatsappUrl } from './chat-link';

const settings = (chatWhatsappNumber: string) =>
  mockQuery(ChatLinkQuery, {}, { storefront: { __typename: 'Storefront', chatWhatsappNumber } });

function open(scope: Scope | null, number = '6281234567890') {
  return renderWithApp(<ChatLink />, { mocks: [mockSession(scope), settings(number)] });
}

describe('ChatLink', () => {
  it('links members to the shop’s WhatsApp chat', async () => {
    open('member');
    const link = await screen.findByTestId('chat-link');
    expect(link).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Chat with us on WhatsApp');
    // The footer leaves room for it below the page's last line while it shows.
    expect(document.documentElement.style.getPropertyValue(CHAT_ROOM_VARIABLE)).toBe('4.5rem');
  });

  it.each([[null], ['admin' as const], ['root' as const]])('is not there for %s', async (scope) => {
    const session = watched(mockSession(scope));
    const chat = watched(settings('6281234567890'));
    renderWithApp(<ChatLink />, { mocks: [session.mock, chat.mock] });
    // Once the session has arrived, the button would ask for the settings at once: it does not.
    await session.answered;
    await waitFor(() => expect(screen.queryByTestId('chat-link')).not.toBeInTheDocument());
    expect(chat.asked()).toBe(false);
  });

  it('is not there without a number', async () => {
    const chat = watched(settings(''));
    renderWithApp(<ChatLink />, { mocks: [mockSession('member'), chat.mock] });
    await chat.answered;
    await waitFor(() => expect(screen.queryByTestId('chat-link')).not.toBeInTheDocument());
    expect(document.documentElement.style.getPropertyValue(CHAT_ROOM_VARIABLE)).toBe('');
  });

  it('takes its room back when it goes', async () => {
    const { unmount } = open('member');
    await screen.findByTestId('chat-link');
    unmount();
    expect(document.documentElement.style.getPropertyValue(CHAT_ROOM_VARIABLE)).toBe('');
  });
});

describe('whatsappUrl', () => {
  it('keeps the digits only, as wa.me wants them', () => {
    expect(whatsappUrl('+62 812-3456-7890')).toBe('https://wa.me/6281234567890');
    expect(whatsappUrl('')).toBeUndefined();
  });
});
