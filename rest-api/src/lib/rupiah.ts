/** An amount as Indonesians write it: Rp 300.000. */
export const rupiah = (amount: number) => `Rp ${new Intl.NumberFormat('id-ID').format(amount)}`;
