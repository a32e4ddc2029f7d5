-- The shop's policy pages (issue 32): shipping, returns, privacy and terms, a title and a body in each language
-- the shop speaks, which staff write in the back office (Settings › Policies) and the storefront's footer links to
-- (/policy/{slug}). A body is plain text — a blank line between paragraphs, "- " for a list's items — and is never
-- read as HTML. A new shop starts with the texts below (a Yogyakarta fashion shop's: the five couriers, returns
-- within 7 days, Indonesia's personal data protection law), which staff make their own.
CREATE TABLE policy_pages (
  slug text NOT NULL CHECK (slug IN ('shipping', 'returns', 'privacy', 'terms')),
  language text NOT NULL CHECK (language IN ('en', 'id')),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (length(body) <= 20000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, language)
);

INSERT INTO policy_pages (slug, language, title, body) VALUES
('shipping', 'en', 'Shipping Policy',
'Every order leaves our studio in Yogyakarta. We pack orders paid before 14:00 WIB on the same working day (Monday to Saturday); orders paid later, or on Sundays and public holidays, are packed the next working day.

We ship all over Indonesia with five couriers; you choose one, and its service, at checkout:
- JNE
- J&T Express
- SiCepat
- POS Indonesia
- TIKI

The shipping cost is worked out from your parcel''s weight and your city, and is shown before you pay. When free shipping is on, orders from the amount shown in the cart ship free with each courier''s regular service.

Delivery usually takes 1–3 working days on Java and 3–7 working days elsewhere, as each courier estimates at checkout. Remote areas can take longer.

As soon as your parcel leaves, we e-mail you its tracking number (resi), and you can follow it from your order page or the order-status page.

If your parcel is late, damaged or lost, write to us with your order code: we will follow it up with the courier and, if it is lost, send the order again or refund it in full.'),
('shipping', 'id', 'Kebijakan Pengiriman',
'Semua pesanan dikirim dari studio kami di Yogyakarta. Pesanan yang dibayar sebelum pukul 14.00 WIB kami kemas di hari kerja yang sama (Senin sampai Sabtu); pesanan yang dibayar setelahnya, atau pada hari Minggu dan tanggal merah, dikemas di hari kerja berikutnya.

Kami mengirim ke seluruh Indonesia dengan lima kurir; kamu memilih kurir dan layanannya saat checkout:
- JNE
- J&T Express
- SiCepat
- POS Indonesia
- TIKI

Ongkos kirim dihitung dari berat paket dan kota tujuanmu, dan ditampilkan sebelum kamu membayar. Saat gratis ongkir aktif, pesanan mulai dari jumlah yang tertera di keranjang dikirim gratis dengan layanan reguler tiap kurir.

Pengiriman biasanya memakan 1–3 hari kerja di Pulau Jawa dan 3–7 hari kerja di luar Jawa, sesuai perkiraan tiap kurir saat checkout. Daerah terpencil bisa lebih lama.

Begitu paketmu berangkat, kami kirimkan nomor resinya lewat e-mail, dan kamu bisa melacaknya dari halaman pesananmu atau halaman status pesanan.

Jika paketmu terlambat, rusak, atau hilang, hubungi kami dengan kode pesananmu: kami akan menindaklanjutinya dengan kurir dan, bila paket hilang, mengirim ulang pesananmu atau mengembalikan dananya sepenuhnya.'),
('returns', 'en', 'Return Policy',
'Not the right fit? You can return an item within 7 days of receiving it.

We accept a return when the item is:
- unworn, unwashed and free of perfume, make-up or stains;
- returned with its original tags still attached, in its original packaging;
- not an item marked final sale, and not underwear or socks, for hygiene reasons.

How to return:
- Write to us within 7 days of delivery with your order code, the items you are returning and why (a photo helps).
- We reply with the return address in Yogyakarta within one working day.
- Send the items back with the courier of your choice and tell us the tracking number (resi).

Once the items arrive and pass our check, we exchange them for another size or colour (while in stock) or refund what you paid for them to your original payment method within 7 working days. The cost of sending a return is yours, unless we sent you a wrong or faulty item: then we pay the shipping both ways.'),
('returns', 'id', 'Kebijakan Pengembalian',
'Ukurannya kurang pas? Kamu bisa mengembalikan barang dalam 7 hari sejak barang diterima.

Pengembalian kami terima bila barang:
- belum dipakai, belum dicuci, dan bebas dari parfum, riasan, atau noda;
- dikembalikan dengan label (tag) asli masih terpasang, dalam kemasan aslinya;
- bukan barang bertanda final sale, dan bukan pakaian dalam atau kaus kaki, demi kebersihan.

Cara mengembalikan:
- Hubungi kami dalam 7 hari sejak barang diterima dengan kode pesanan, barang yang dikembalikan, dan alasannya (sertakan foto bila bisa).
- Kami membalas dengan alamat pengembalian di Yogyakarta dalam satu hari kerja.
- Kirim barangnya dengan kurir pilihanmu dan beri tahu kami nomor resinya.

Setelah barang tiba dan lolos pemeriksaan, kami menukarnya dengan ukuran atau warna lain (selama stok ada) atau mengembalikan dana barang tersebut ke metode pembayaran semula dalam 7 hari kerja. Ongkos kirim pengembalian ditanggung pembeli, kecuali kami mengirim barang yang salah atau cacat: maka ongkos kirim dua arah kami tanggung.'),
('privacy', 'en', 'Privacy Policy',
'We look after your personal data as Indonesia''s Personal Data Protection Law (Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi) requires. This policy says what we collect, why, and what you can ask of us.

What we collect:
- your name, e-mail address and mobile number, when you sign up or order;
- your delivery addresses;
- your orders, payments and the messages you send us;
- technical data such as your language choice and the cookies that keep you signed in.

Why: to process and deliver your orders, to take payments, to answer your questions, to send the e-mails your orders need, and to keep your account secure. We send promotions only if you agree to them.

Who we share it with: only what each needs — the courier carrying your parcel (name, phone, address), our payment provider (to take your payment), and our hosting providers. We never sell your data.

We keep your data while your account is open and for as long as Indonesian tax and accounting law requires for orders, then delete or anonymise it.

Your rights under the PDP Law: you may ask to see your data, correct it, have it deleted or stop its processing, and withdraw a consent you gave. Write to us at the e-mail address on this page; we answer within 3 × 24 hours. If a data breach affects you, we will tell you within 3 × 24 hours of finding out.'),
('privacy', 'id', 'Kebijakan Privasi',
'Kami menjaga data pribadimu sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP). Kebijakan ini menjelaskan data apa yang kami kumpulkan, untuk apa, dan apa yang bisa kamu minta dari kami.

Data yang kami kumpulkan:
- nama, alamat e-mail, dan nomor HP-mu, saat kamu mendaftar atau memesan;
- alamat pengirimanmu;
- pesanan, pembayaran, dan pesan yang kamu kirim kepada kami;
- data teknis seperti pilihan bahasamu dan cookie yang menjaga kamu tetap masuk.

Untuk apa: memproses dan mengirim pesananmu, menerima pembayaran, menjawab pertanyaanmu, mengirim e-mail yang dibutuhkan pesananmu, dan menjaga keamanan akunmu. Kami hanya mengirim promosi bila kamu menyetujuinya.

Dengan siapa kami berbagi: hanya yang diperlukan masing-masing — kurir yang membawa paketmu (nama, nomor HP, alamat), penyedia pembayaran kami (untuk menerima pembayaranmu), dan penyedia hosting kami. Kami tidak pernah menjual datamu.

Kami menyimpan datamu selama akunmu aktif dan, untuk pesanan, selama diwajibkan peraturan perpajakan dan akuntansi Indonesia, lalu menghapus atau menganonimkannya.

Hakmu menurut UU PDP: kamu boleh meminta akses ke datamu, memperbaikinya, menghapusnya atau menghentikan pemrosesannya, dan menarik persetujuan yang pernah kamu berikan. Hubungi kami di alamat e-mail pada halaman ini; kami menjawab dalam 3 × 24 jam. Bila terjadi kegagalan pelindungan data yang menyangkut datamu, kami memberitahumu paling lambat 3 × 24 jam sejak kami mengetahuinya.'),
('terms', 'en', 'Terms of Service',
'These terms apply to every order placed in our online shop. By ordering, you agree to them.

Prices are in rupiah and include 11 % VAT (PPN). Shipping is added at checkout. We may change prices at any time; the price you pay is the one shown when you place your order.

An order is confirmed once it is paid. An unpaid order expires after the time shown on its payment page, and its items go back on sale. You may cancel an order yourself while it is unpaid.

We show our clothes'' colours as faithfully as we can, but screens differ; the size guide on each product page gives its measurements.

If an item is sold out after you paid (it rarely happens), we tell you and refund it in full.

Returns and exchanges follow our Return Policy; delivery follows our Shipping Policy; your data is handled as our Privacy Policy says.

These terms are governed by the laws of the Republic of Indonesia. If we cannot settle a disagreement together, it goes to the District Court (Pengadilan Negeri) of Yogyakarta.'),
('terms', 'id', 'Syarat dan Ketentuan',
'Syarat ini berlaku untuk setiap pesanan di toko online kami. Dengan memesan, kamu menyetujuinya.

Harga dalam rupiah dan sudah termasuk PPN 11%. Ongkos kirim ditambahkan saat checkout. Kami dapat mengubah harga sewaktu-waktu; harga yang kamu bayar adalah harga yang tampil saat pesanan dibuat.

Pesanan terkonfirmasi setelah dibayar. Pesanan yang belum dibayar kedaluwarsa setelah batas waktu di halaman pembayarannya, dan barangnya kembali dijual. Kamu boleh membatalkan sendiri pesanan yang belum dibayar.

Kami menampilkan warna pakaian seakurat mungkin, tetapi setiap layar berbeda; panduan ukuran di setiap halaman produk memuat ukurannya.

Bila barang ternyata habis setelah kamu membayar (jarang terjadi), kami memberitahumu dan mengembalikan dananya sepenuhnya.

Pengembalian dan penukaran mengikuti Kebijakan Pengembalian kami; pengiriman mengikuti Kebijakan Pengiriman kami; datamu diperlakukan sesuai Kebijakan Privasi kami.

Syarat ini tunduk pada hukum Republik Indonesia. Bila perselisihan tidak dapat kita selesaikan bersama, penyelesaiannya melalui Pengadilan Negeri Yogyakarta.');
