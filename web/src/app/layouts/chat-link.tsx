// The floating chat button (storefront.md §1, §6): members only, a link to the shop's WhatsApp (wa.me) chat. The
// number is the shop's setting (Query.storefront); without one, there is no button.
import { IconButton } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { FaWhatsapp } from 'react-icons/fa';
import { graphql } from '@/generated/gql';
import { ABOVE_BOTTOM_BAR, setChatRoom } from '@/lib/bottom-bar';
import { useSession } from '@/lib/session';

export const ChatLinkQuery = graphql(`
  query ChatLink {
    storefront {
      chatWhatsappNumber
    }
  }
`);

/** https://wa.me/<digits>: wa.me takes the number with its country code and nothing else. */
export function whatsappUrl(number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : undefined;
}

export function ChatLink() {
  const { t } = useLingui();
  const { scope } = useSession();
  const member = scope === 'member';
  const { data } = useQuery(ChatLinkQuery, { skip: !member });
  const href = member && data ? whatsappUrl(data.storefront.chatWhatsappNumber) : undefined;
  // While it shows, the footer leaves room for it below the page's last line.
  useEffect(() => {
    if (!href) return undefined;
    setChatRoom(true);
    return () => setChatRoom(false);
  }, [href]);
  if (!href) return null;
  // In a landmark of its own, like everything on the page, so screen-reader users find it by region too.
  return (
    <aside aria-label={t`Chat`}>
      <IconButton
        asChild
        data-testid="chat-link"
        aria-label={t`Chat with us on WhatsApp`}
        position="fixed"
        bottom={{ base: '4', md: '6' }}
        right={{ base: '4', md: '6' }}
        zIndex="docked"
        // Above a product page's add-to-cart bar while it shows on a phone (lib/bottom-bar.ts).
        transform={ABOVE_BOTTOM_BAR}
        transition="transform 0.2s ease"
        _motionReduce={{ transition: 'none' }}
        size="xl"
        borderRadius="full"
        colorPalette="green"
        boxShadow="lg"
      >
        <a href={href} target="_blank" rel="noopener noreferrer">
          <FaWhatsapp />
        </a>
      </IconButton>
    </aside>
  );
}
