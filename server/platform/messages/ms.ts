// Malay texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const ms: Record<ErrorKey, string> = {
  'param.invalid': 'Ralat parameter: {field}',
  'param.missing': 'Parameter tiada: {field}',
  'system.error': 'Ralat sistem, sila cuba lagi kemudian',
  'system.busy': 'Sistem sibuk, sila cuba lagi kemudian',
  'request.tooFrequent': 'Operasi terlalu kerap, sila cuba lagi kemudian',
  'request.illegal': 'Permintaan tidak sah',
  'request.duplicate': 'Penghantaran berganda',
  'request.idempotencyMismatch': 'Kunci permintaan ini telah digunakan untuk permintaan lain',
  'resource.notFound': 'Sumber yang diminta tidak wujud',
  'language.unsupported': 'Bahasa tidak disokong',
  'auth.required': 'Sesi tamat, sila log masuk semula',
  'auth.sessionExpired': 'Token tidak sah, sila log masuk',
  'auth.loginFailed': 'Log masuk gagal',
  'auth.wrongPassword': 'Nama pengguna atau kata laluan salah',
  'auth.lockedMinutes': 'Tiga kali salah berturut-turut, sila cuba lagi dalam 3 minit',
  'auth.lockedToday': 'Lebih daripada 3 kali salah, sila cuba lagi esok',
  'auth.accountLocked': 'Akaun dikunci',
  'auth.accountDisabled': 'Akaun ini telah dinyahaktifkan oleh pentadbir',
  'auth.businessLocked': 'Akaun tidak normal, sila hubungi khidmat pelanggan',
  'auth.userNotFound': 'Pengguna tidak ditemui',
  'auth.noPermission': 'Tiada kebenaran',
  'verify.codeWrong': 'Kod pengesahan salah',
  'verify.codeEmpty': 'Kod pengesahan tidak boleh kosong',
  'verify.codeLimit': 'Terlalu banyak kod e-mel, sila cuba lagi esok',
  'verify.failed': 'Pengesahan gagal, sila cuba lagi',
  'verify.sliderFailed': 'Pengesahan peluncur gagal',
  'register.usernameInvalid': 'Nama pengguna mestilah digit dan huruf',
  'register.usernameTaken': 'Nama pengguna sudah digunakan',
  'register.emailTaken':
    'E-mel atau nombor telefon ini sudah dipautkan atau digunakan oleh pengguna lain',
  'register.referralInvalid': 'Kod rujukan salah',
  'register.blockedAfterCancellation': 'Akaun ini baru dibatalkan dan belum boleh mendaftar',
  'verify.sliderRequired': 'Sila lengkapkan pengesahan peluncur',
  'password.mismatch': 'Kedua-dua kata laluan tidak sepadan',
  'password.oldWrong': 'Kata laluan lama salah',
  'password.loginWrong': 'Kata laluan log masuk salah',
  'safeword.wrong': 'Kata laluan dana salah',
  'safeword.notSet': 'Kata laluan dana belum ditetapkan',
  'safeword.alreadySet': 'Kata laluan dana sudah ditetapkan',
  'safeword.mismatch': 'Kedua-dua kata laluan dana tidak sepadan',
  'safeword.required': 'Masukkan kata laluan dana anda',
  'safeword.setFirst':
    'Tetapkan kata laluan dana dahulu (keselamatan akaun): wang hanya keluar dari baki anda dengannya',
  'password.required': 'Masukkan kata laluan log masuk anda',
  'cancel.reasonRequired': 'Sila masukkan sebab pembatalan',
  'cancel.balanceRemains':
    'Dompet anda masih mempunyai baki; keluarkan dahulu sebelum membatalkan akaun',
  'cancel.unsettled': 'Akaun belum boleh dibatalkan. Selesaikan perkara ini dahulu: {items}',
  'cancel.walletBalance': 'keluarkan atau belanjakan {amount} USDT dalam dompet anda',
  'cancel.withdrawalPending':
    'tunggu sehingga pengeluaran yang sedang berjalan ({amount} USDT ditahan) selesai',
  'cancel.depositPending':
    'tunggu sehingga {count} deposit anda yang sedang diproses dikreditkan atau ditolak',
  'cancel.loanUnfinished':
    'bayar balik pinjaman anda, atau tunggu keputusan permohonan pinjaman anda',
  'cancel.ordersOpen':
    '{count} pesanan berbayar yang anda beli belum selesai (terima atau selesaikan bayaran baliknya)',
  'cancel.storeOrdersOpen':
    '{count} pesanan berbayar kedai anda belum selesai (hantar atau selesaikan bayaran baliknya)',
  'cancel.notAllowed': 'Akaun ini tidak boleh dibatalkan',
  'subscribe.emailInvalid': 'Sila masukkan alamat e-mel yang sah',
  'subscribe.alreadySubscribed': 'E-mel ini sudah melanggan',
  'goods.notFound': 'Produk tidak wujud, tidak disenaraikan atau telah dialih keluar',
  'goods.offShelf': 'Sesetengah item sudah tidak dijual',
  'goods.stockInsufficient': 'Kuantiti tidak mencukupi',
  'goods.notSelected': 'Tiada produk dipilih',
  'goods.quantityOutOfRange': 'Melebihi kuantiti pembelian maksimum atau di bawah minimum',
  'cart.duplicate': 'Produk sudah ada dalam troli',
  'seller.notFound': 'Kedai tidak wujud',
  'focus.sellerCannotFollow': 'Penjual tidak boleh mengikuti kedai',
  'focus.ownStore': 'Anda tidak boleh mengikuti kedai anda sendiri',
  'category.notFound': 'Kategori tidak wujud',
  'wallet.insufficientBalance': 'Baki tidak mencukupi, sila buat deposit',
  'wallet.amountInvalid': 'Sila masukkan jumlah yang sah',
  'wallet.amountOutOfRange': 'Jumlah di luar had ({min} - {max})',
  'wallet.amountTooPrecise':
    'Jumlah mempunyai terlalu banyak tempat perpuluhan (maksimum {decimals})',
  'wallet.withdrawOutsideTime': 'Pengeluaran tidak dibenarkan pada waktu ini ({window})',
  'wallet.withdrawDailyLimit': 'Melebihi bilangan pengeluaran harian',
  'wallet.unfinishedOrder': 'Anda mempunyai pesanan deposit atau pengeluaran yang belum selesai',
  'wallet.channelNotOpened': 'Saluran ini belum dibuka',
  'wallet.networkUnavailable':
    'Rangkaian {network} tidak tersedia buat sementara; sila cuba lagi kemudian atau pilih rangkaian lain',
  'reserves.unknownNetwork': 'Tiada rangkaian dengan nama itu dikonfigurasi',
  'reserves.addressInvalid': 'Itu bukan alamat yang sah pada rangkaian ini',
  'reserves.addressTaken': 'Alamat ini sudah didaftarkan',
  'wallet.noWayOut':
    'Deposit melalui pindahan ditutup: platform belum menawarkan cara untuk mengeluarkan wang',
  'wallet.regionNotOpen': 'Kaedah pembayaran ini belum dibuka di rantau anda',
  'wallet.addressInvalid': 'Alamat tidak sepadan dengan protokol rangkaian',
  'wallet.addressNotBound': 'Sila pautkan alamat pengeluaran dahulu',
  'wallet.addressOnHold': 'Alamat pengeluaran baru ditukar; pengeluaran dibuka semula pada {time}',
  'wallet.sessionTokenInvalid': 'Halaman telah tamat tempoh, sila cuba lagi',
  'wallet.bankDetailsRequired': 'Nama bank dan nombor kad diperlukan',
  'wallet.currencyRequired': 'Sila pilih mata wang dahulu',
  'wallet.proofRequired': 'Sila muat naik bukti pembayaran',
  'wallet.statusNotOperable': 'Rekod ini tidak boleh diproses dalam status semasa',
  'wallet.currencyNotOffered':
    'Deposit bank dalam {currency} tidak ditawarkan buat masa ini: tiada kadar pertukaran semasa',
  'wallet.rateCurrencyNotAccepted': 'Akaun bank tidak menerima {currency}',
  'wallet.rateFormat':
    'Kadar mempunyai paling banyak 12 digit sebelum titik perpuluhan dan 8 selepasnya',
  'wallet.rateNotPositive': 'Kadar mesti melebihi sifar',
  'upload.failed': 'Muat naik imej gagal',
  'upload.empty': 'Imej kosong',
  'upload.tooLarge': 'Imej terlalu besar (maksimum {max})',
  'upload.quotaExceeded': 'Had muat naik hari ini telah dicapai ({max} sehari); cuba lagi esok',
  'upload.private':
    'Gambar ini peribadi: hanya pemiliknya, orang yang dikongsi dengannya dan pentadbir boleh melihatnya',
  'upload.unsupportedType': 'Hanya imej jpeg, png dan webp diterima',
  'upload.tooManyPixels': 'Gambar terlalu besar: paling banyak {max} megapiksel di sini',
  'upload.areaNotAllowed': 'Hanya penjual dan pengendali boleh memuat naik gambar di sini',
  'address.notFound': 'Alamat tidak ditemui',
  'address.notSet': 'Alamat penghantaran belum ditetapkan, sila tambah satu',
  'address.limitReached': 'Anda boleh menyimpan maksimum {max} alamat',
  'address.countryInvalid': 'Sila pilih negara daripada senarai',
  'address.stateInvalid': 'Sila pilih negeri atau wilayah bagi negara yang dipilih',
  'order.notFound': 'Pesanan tidak wujud',
  'order.closed': 'Pesanan sudah dibatalkan atau selesai',
  'order.statusNotOperable': 'Status pesanan tidak membenarkan operasi ini',
  'order.cancelNotAllowed': 'Hanya pesanan yang menunggu bayaran boleh dibatalkan',
  'order.sellerCannotCancel': 'Penjual tidak boleh membatalkan pesanan',
  'order.shippedNoRefund': 'Pesanan yang telah dihantar tidak boleh dibayar balik',
  'order.returnWindowClosed': 'Pemulangan diterima dalam tempoh 7 hari selepas penerimaan',
  'order.alreadyReminded': 'Pesanan ini sudah diingatkan',
  'order.notPayable': 'Pesanan tidak memenuhi syarat pembayaran',
  'order.cannotRelease':
    'Pesanan yang dibatalkan, selesai atau belum dibayar tidak boleh dilepaskan',
  'order.purchaseFailed': 'Pembelian gagal, sila hubungi khidmat pelanggan',
  'order.holdLimit':
    'Pesanan anda yang belum dibayar sudah menahan jumlah maksimum produk ini untuk satu pesanan ({max}); bayar atau batalkan satu dahulu',
  'order.openOrdersExist':
    'Penghantaran gagal: anda mempunyai pesanan belum dibayar, sila bayar atau batalkan dahulu',
  'order.ownStore': 'Anda tidak boleh membeli barangan kedai anda sendiri',
  'order.storeOwnerUnavailable':
    'Kedai ini tidak boleh menerima pesanan sekarang: platform telah menyahaktifkan akaun pemiliknya.',
  'order.storeOwnerDisabled':
    'Kedai ini tidak boleh menerima bayaran sekarang: platform telah menyahaktifkan akaun pemiliknya. Anda boleh membatalkan pesanan.',
  'store.applicationOpen': 'Anda sudah mempunyai permohonan kedai yang menunggu semakan',
  'store.alreadyOwner': 'Anda sudah mengendalikan sebuah kedai',
  'store.notPending': 'Permohonan ini sudah diputuskan',
  'store.suspended':
    'Kedai ini digantung: wangnya dibekukan, dan ia hanya boleh menyelesaikan pesanan terbuka dan membalas pembeli',
  'store.suspendedReason':
    'Kedai ini digantung: wangnya dibekukan, dan ia hanya boleh menyelesaikan pesanan terbuka dan membalas pembeli. Sebab: {reason}',
  'email.same': 'Ini sudah e-mel anda yang disahkan',
  'email.oldCodeWrong': 'Kod yang dihantar ke e-mel semasa anda salah atau telah tamat tempoh',
  'listing.discountInvalid':
    'Harga diskaun mesti lebih rendah daripada harga jualan, dan tamatnya selepas mula',
  'listing.stockChanged':
    'Stok kini {stock}: pesanan telah mengubahnya sejak anda membuka senarai ini. Semak dan simpan semula',
  'listing.inOpenOrders':
    'Pesanan yang belum selesai mengandungi senarai ini; turunkan daripada rak sahaja',
  'listing.categoryInvalid': 'Pilih kategori daripada senarai',
  'listing.importEmpty': 'Fail tiada baris senarai',
  'listing.importTooLarge': 'Paling banyak {max} senarai bagi setiap fail',
  'listing.importUnreadable': 'Fail tidak dapat dibaca sebagai CSV: {reason}',
  'operator.ownRecord':
    'Operator tidak boleh membuat keputusan tentang akaun, wang, pesanan atau kedai sendiri',
  'operator.permissionMissing':
    'Peranan pengendali anda tidak merangkumi kebenaran yang diperlukan: {permission}',
  'operator.roleNotFound': 'Peranan pengendali tidak ditemui',
  'operator.roleBuiltIn': 'Peranan terbina dalam admin dan support tidak boleh diubah atau dipadam',
  'operator.roleNameTaken': 'Peranan lain sudah menggunakan nama ini',
  'operator.roleInUse':
    'Peranan ini masih diberikan kepada pengendali; tarik balik daripada mereka dahulu',
  'auth.accountDisabledReason': 'Akaun ini telah dinyahaktifkan oleh pentadbir. Sebab: {reason}',
  'auth.businessLockedReason': 'Akaun disekat, sila hubungi khidmat pelanggan. Sebab: {reason}',
  'syspara.unknown': 'Parameter sistem tidak diketahui: {code}',
  'syspara.outOfRange': '{code} mesti nombor dari {min} hingga {max}',
  'syspara.notUrl': '{code} mesti alamat web bermula dengan https:// atau kosong',
  'listing.hiddenByOperator':
    'Operator telah menyembunyikan senarai ini; ia hanya boleh dipamerkan semula selepas operator memulihkannya',
  'category.inUse': 'Senarai masih menggunakan kategori ini; pindahkan dahulu',
  'category.hasChildren': 'Kategori ini mempunyai subkategori; padam atau pindahkan dahulu',
  'category.parentInvalid': 'Induk mesti kategori peringkat atas (dua peringkat sahaja)',
  'brandPage.claimNumber': '{field}: nombor {number} bukan fakta yang dikuatkuasakan oleh platform',
  'brandPage.claimVerification': '{field}: "{phrase}" tiada sandaran: tiada pengesahan penjual',
  'brandPage.claimCoupon': '{field}: "{phrase}" tiada sandaran: tiada kupon',
  'brandPage.claimServiceTime':
    '{field}: "{phrase}" tiada sandaran: tiada masa perkhidmatan atau penghantaran yang dijamin',
  'brandPage.claimCarrier':
    '{field}: "{phrase}" tiada sandaran: tiada syarikat pengangkutan yang disepadukan',
  'brandPage.claimFigures':
    '{field}: "{phrase}" tiada sandaran: angka datang daripada pesanan yang direkodkan',
  'brand.hostInvalid':
    '{host} bukan nama hos yang sah: huruf kecil, digit, sempang dan titik sahaja, tanpa skema, port atau laluan',
  'brand.hostTaken': 'Nama hos {host} sudah milik jenama {brand}',
  'brand.codeTaken': 'Jenama dengan kod {code} sudah wujud',
  'brand.contrastLow':
    '{foreground} di atas {background} hanya mencapai kontras {ratio}:1; WCAG AA memerlukan {minimum}:1',
  'brand.textMissing':
    '{text}: jenama menawarkan bahasa ini tetapi teksnya tiada; terjemahkannya atau sembunyikan bahasa itu',
  'brand.defaultAlwaysEnabled': '{code} ialah jenama lalai dan tidak boleh dinyahdayakan',
  'brand.lastEnabled': 'Sekurang-kurangnya satu jenama mesti kekal didayakan',
  'brand.versionChanged':
    'Jenama telah diubah sementara itu (kini versi {version}); muat semula dan buat perubahan anda sekali lagi',
  'brand.artworkInvalid': '{field}: gunakan PNG atau SVG yang anda muat naik ke kawasan jenama',
  'evaluation.notReviewable':
    'Hanya pesanan yang telah diterima dan menunggu ulasan anda boleh diulas',
  'evaluation.lineNotInOrder': 'Item itu bukan sebahagian daripada pesanan ini',
  'evaluation.alreadyReviewed': 'Item ini telah diulas',
  'evaluation.imageInvalid': 'Gambar ulasan mestilah yang anda muat naik untuk ulasan',
  'order.refundImageInvalid': 'Foto bayaran balik mesti yang anda muat naik untuk bayaran balik',
  'evaluation.notFound': 'Ulasan tidak ditemui',
  'evaluation.alreadyReplied': 'Ulasan ini sudah ada balasan anda',
  'evaluation.defaultNoReply': 'Ulasan lalai sistem tidak boleh dibalas',
  'kyc.pending': 'Pengesahan nama sebenar anda sedang menunggu semakan',
  'kyc.alreadyVerified': 'Pengesahan nama sebenar anda telah diluluskan',
  'kyc.required': 'Pengesahan nama sebenar mesti diluluskan sebelum memohon pinjaman',
  'loan.unfinished':
    'Anda mempunyai pinjaman yang belum selesai; selesaikan dahulu sebelum memohon semula',
  'loan.amountOutOfRange': 'Jumlah mesti antara {min} dan {max}',
  'loan.notQualified':
    'Syarat kelayakan tidak dipenuhi: kedai dengan jualan yang disahkan diperlukan',
  'loan.termsChanged':
    'Terma pinjaman telah berubah sejak anda melihatnya; sila semak sebut harga baharu',
  'loan.agreementRequired': 'Sila baca dan tandakan perjanjian pinjaman',
  'loan.notPending': 'Perkara ini telah diputuskan',
  'loan.notRepayable':
    'Pinjaman ini tiada bayaran balik, atau jumlah melebihi jumlah penyelesaian hari ini ({max})',
  'loan.aprAboveCeiling':
    'Pinjaman ini akan berkos {apr}% setahun, melebihi kadar tertinggi yang dibenarkan ({ceiling}% setahun)',
  'chat.notFound': 'Perbualan tidak ditemui',
  'chat.imageInvalid': 'Gambar sembang mestilah yang anda muat naik untuk sembang',
  'chat.ownStore': 'Anda tidak boleh bersembang dengan kedai anda sendiri',
  'chat.contextInvalid': 'Pesanan atau produk itu bukan milik kedai ini',
};

export const msTransport: typeof enTransport = {
  notFound: 'Tidak ditemui',
  methodNotAllowed: 'Kaedah tidak dibenarkan',
  rateLimited: 'Operasi terlalu kerap, sila cuba lagi kemudian',
  serverError: 'Ralat pelayan',
  forbidden: 'Sesi tamat, sila log masuk semula',
};
