// Filipino texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const ph: Record<ErrorKey, string> = {
  'param.invalid': 'Error sa parameter: {field}',
  'param.missing': 'Kulang na parameter: {field}',
  'system.error': 'Error sa system, pakisubukan muli mamaya',
  'system.busy': 'Abala ang system, pakisubukan muli mamaya',
  'request.tooFrequent': 'Masyadong madalas ang operasyon, pakisubukan muli mamaya',
  'request.illegal': 'Ilegal na request',
  'request.duplicate': 'Dobleng pagsumite',
  'request.idempotencyMismatch': 'Nagamit na ang request key na ito sa ibang request',
  'resource.notFound': 'Hindi umiiral ang hiniling na resource',
  'language.unsupported': 'Hindi suportadong wika',
  'auth.required': 'Nag-expire ang session, mag-log in muli',
  'auth.sessionExpired': 'Invalid ang token, mag-log in',
  'auth.loginFailed': 'Nabigo ang pag-log in',
  'auth.wrongPassword': 'Mali ang username o password',
  'auth.lockedMinutes': 'Tatlong sunod na maling entry, subukan muli pagkalipas ng 3 minuto',
  'auth.lockedToday': 'Higit sa 3 maling pagsubok, subukan muli bukas',
  'auth.accountLocked': 'Naka-lock ang account',
  'auth.accountDisabled': 'Na-disable ng administrator ang account na ito',
  'auth.businessLocked': 'May problema sa account, makipag-ugnayan sa customer service',
  'auth.userNotFound': 'Hindi nakita ang user',
  'auth.noPermission': 'Walang pahintulot',
  'verify.codeWrong': 'Mali ang verification code',
  'verify.codeEmpty': 'Hindi puwedeng walang laman ang verification code',
  'verify.codeLimit': 'Masyadong maraming e-mail code, subukan muli bukas',
  'verify.failed': 'Nabigo ang verification, pakisubukan muli',
  'verify.sliderFailed': 'Nabigo ang slider verification',
  'register.usernameInvalid': 'Mga numero at letra lang ang username',
  'register.usernameTaken': 'May gumagamit na ng username na ito',
  'register.emailTaken': 'Naka-bind na o ginagamit na ng ibang user ang e-mail o mobile na ito',
  'register.referralInvalid': 'Mali ang referral code',
  'register.blockedAfterCancellation':
    'Kamakailang kinansela ang account na ito at hindi pa puwedeng magparehistro',
  'verify.sliderRequired': 'Pakikumpleto ang slider check',
  'password.mismatch': 'Hindi magkatugma ang dalawang password',
  'password.oldWrong': 'Mali ang lumang password',
  'password.loginWrong': 'Mali ang password sa pag-login',
  'safeword.wrong': 'Mali ang fund password',
  'safeword.notSet': 'Hindi pa naka-set ang fund password',
  'safeword.alreadySet': 'Naka-set na ang fund password',
  'safeword.mismatch': 'Hindi magkatugma ang dalawang fund password',
  'safeword.required': 'Ilagay ang iyong fund password',
  'safeword.setFirst':
    'Magtakda muna ng fund password (seguridad ng account): lumalabas lang ang pera sa iyong balanse kapag may ito',
  'password.required': 'Ilagay ang iyong login password',
  'cancel.reasonRequired': 'Pakilagay ang dahilan ng pagkansela',
  'cancel.balanceRemains':
    'May balanse pa ang wallet mo; i-withdraw muna bago kanselahin ang account',
  'cancel.unsettled': 'Hindi pa maaaring kanselahin ang account. Ayusin muna ang mga ito: {items}',
  'cancel.walletBalance': 'i-withdraw o gastusin ang {amount} USDT sa iyong wallet',
  'cancel.withdrawalPending':
    'hintaying matapos ang kasalukuyang withdrawal ({amount} USDT na naka-hold)',
  'cancel.depositPending':
    'hintayin na ma-credit o matanggihan ang {count} deposito mong isinasagawa',
  'cancel.loanUnfinished':
    'bayaran ang iyong utang, o hintayin ang desisyon sa iyong aplikasyon sa utang',
  'cancel.ordersOpen':
    '{count} bayad na order na binili mo ay hindi pa tapos (tanggapin ang mga ito o tapusin ang refund)',
  'cancel.storeOrdersOpen':
    '{count} bayad na order ng iyong tindahan ay hindi pa tapos (ipadala ang mga ito o ayusin ang refund)',
  'cancel.notAllowed': 'Hindi puwedeng kanselahin ang account na ito',
  'subscribe.emailInvalid': 'Pakilagay ang wastong e-mail address',
  'subscribe.alreadySubscribed': 'Naka-subscribe na ang e-mail na ito',
  'goods.notFound': 'Hindi umiiral, hindi naka-list o inalis na ang produkto',
  'goods.offShelf': 'Hindi na ibinebenta ang ilang item',
  'goods.stockInsufficient': 'Kulang ang dami',
  'goods.notSelected': 'Walang napiling produkto',
  'goods.quantityOutOfRange': 'Lampas sa maximum o kulang sa minimum na dami ng bibilhin',
  'cart.duplicate': 'Nasa cart na ang produkto',
  'seller.notFound': 'Hindi umiiral ang store',
  'focus.sellerCannotFollow': 'Hindi puwedeng mag-follow ng store ang mga seller',
  'focus.ownStore': 'Hindi mo puwedeng i-follow ang sarili mong store',
  'category.notFound': 'Hindi umiiral ang kategorya',
  'wallet.insufficientBalance': 'Kulang ang balanse, mag-deposit muna',
  'wallet.amountInvalid': 'Pakilagay ang wastong halaga',
  'wallet.amountOutOfRange': 'Lampas sa limitasyon ang halaga ({min} - {max})',
  'wallet.amountTooPrecise': 'Masyadong maraming decimal ang halaga (hanggang {decimals})',
  'wallet.withdrawOutsideTime': 'Hindi puwedeng mag-withdraw sa oras na ito ({window})',
  'wallet.withdrawDailyLimit': 'Lampas na sa bilang ng withdrawal ngayong araw',
  'wallet.unfinishedOrder': 'May hindi pa tapos kang deposit o withdrawal order',
  'wallet.channelNotOpened': 'Hindi pa bukas ang channel na ito',
  'wallet.networkUnavailable':
    'Pansamantalang hindi available ang {network} network; pakisubukang muli mamaya o pumili ng ibang network',
  'reserves.unknownNetwork': 'Walang network na may ganoong pangalan ang naka-configure',
  'reserves.addressInvalid': 'Hindi iyon wastong address sa network na ito',
  'reserves.addressTaken': 'Nakarehistro na ang address na ito',
  'wallet.noWayOut':
    'Sarado ang deposito sa pamamagitan ng transfer: wala pang paraan ang platform para mag-withdraw ng pera',
  'wallet.regionNotOpen': 'Hindi pa bukas ang paraan ng pagbabayad na ito sa rehiyon mo',
  'wallet.addressInvalid': 'Hindi tugma ang address sa network protocol',
  'wallet.addressNotBound': 'Mag-bind muna ng withdrawal address',
  'wallet.addressOnHold':
    'Kamakailang pinalitan ang withdrawal address; bubukas ang withdrawal sa {time}',
  'wallet.sessionTokenInvalid': 'Nag-expire ang page, pakisubukan muli',
  'wallet.bankDetailsRequired': 'Kailangan ang pangalan ng bangko at numero ng card',
  'wallet.currencyRequired': 'Pumili muna ng currency',
  'wallet.proofRequired': 'Pakiupload ang patunay ng bayad',
  'wallet.statusNotOperable': 'Hindi puwedeng galawin ang record na ito sa kasalukuyang status',
  'wallet.currencyNotOffered':
    'Hindi available sa ngayon ang bank deposit sa {currency}: walang kasalukuyang exchange rate',
  'wallet.rateCurrencyNotAccepted': 'Hindi tumatanggap ng {currency} ang bank account',
  'wallet.rateFormat': 'Ang rate ay may hanggang 12 digit bago ang decimal point at 8 pagkatapos',
  'wallet.rateNotPositive': 'Dapat mas mataas sa zero ang rate',
  'upload.failed': 'Nabigo ang pag-upload ng larawan',
  'upload.empty': 'Walang laman ang larawan',
  'upload.tooLarge': 'Masyadong malaki ang larawan (hanggang {max})',
  'upload.quotaExceeded':
    'Naabot na ang limitasyon ng pag-upload ngayong araw ({max} bawat araw); subukang muli bukas',
  'upload.private':
    'Pribado ang larawang ito: ang may-ari, ang mga pinagbahagian nito at isang administrator lamang ang makakakita nito',
  'upload.unsupportedType': 'jpeg, png at webp na larawan lang ang tinatanggap',
  'upload.tooManyPixels': 'Masyadong malaki ang larawan: hanggang {max} megapixel lamang dito',
  'upload.areaNotAllowed':
    'Mga nagbebenta at operator lang ang puwedeng mag-upload ng larawan dito',
  'address.notFound': 'Hindi nakita ang address',
  'address.notSet': 'Wala pang shipping address, magdagdag muna',
  'address.limitReached': 'Hanggang {max} address lang ang puwede mong itago',
  'address.countryInvalid': 'Pumili ng bansa mula sa listahan',
  'address.stateInvalid': 'Pumili ng estado o probinsya ng napiling bansa',
  'order.notFound': 'Hindi umiiral ang order',
  'order.closed': 'Kinansela na o tapos na ang order',
  'order.statusNotOperable': 'Hindi puwedeng galawin ang order sa status nito',
  'order.cancelNotAllowed': 'Mga order na naghihintay ng bayad lang ang puwedeng kanselahin',
  'order.sellerCannotCancel': 'Hindi puwedeng magkansela ng order ang seller',
  'order.shippedNoRefund': 'Hindi na puwedeng i-refund ang naipadalang order',
  'order.returnWindowClosed': 'Tinatanggap ang return sa loob ng 7 araw mula sa pagtanggap',
  'order.alreadyReminded': 'Napaalalahanan na ang order na ito',
  'order.notPayable': 'Hindi pasok ang order sa mga kondisyon ng pagbabayad',
  'order.cannotRelease': 'Hindi puwedeng i-release ang kinansela, tapos o hindi pa bayad na order',
  'order.purchaseFailed': 'Nabigo ang pagbili, makipag-ugnayan sa customer service',
  'order.holdLimit':
    'Hawak na ng iyong mga hindi pa bayad na order ang pinakamaraming mabibili ng isang order sa produktong ito ({max}); magbayad o magkansela muna ng isa',
  'order.openOrdersExist':
    'Nabigo ang pagsumite: may mga order kang hindi pa bayad, bayaran o kanselahin muna',
  'order.ownStore': 'Hindi ka puwedeng bumili ng paninda ng sarili mong store',
  'order.storeOwnerUnavailable':
    'Hindi makatanggap ng order ang tindahang ito ngayon: hindi pinagana ng platform ang account ng may-ari nito.',
  'order.storeOwnerDisabled':
    'Hindi makatanggap ng bayad ang tindahang ito ngayon: hindi pinagana ng platform ang account ng may-ari nito. Maaari mong kanselahin ang order.',
  'store.applicationOpen': 'Mayroon ka nang application para sa store na naghihintay ng review',
  'store.alreadyOwner': 'May pinapatakbo ka nang store',
  'store.notPending': 'Napagpasyahan na ang application na ito',
  'store.suspended':
    'Suspendido ang tindahang ito: naka-freeze ang pera nito, at maaari lamang nitong tapusin ang mga bukas na order at sagutin ang mga mamimili',
  'store.suspendedReason':
    'Suspendido ang tindahang ito: naka-freeze ang pera nito, at maaari lamang nitong tapusin ang mga bukas na order at sagutin ang mga mamimili. Dahilan: {reason}',
  'email.same': 'Ito na ang iyong kumpirmadong e-mail',
  'email.oldCodeWrong': 'Mali o nag-expire na ang code na ipinadala sa iyong kasalukuyang e-mail',
  'listing.discountInvalid':
    'Dapat mas mababa ang presyong may diskwento kaysa sa presyo, at ang pagtatapos ay pagkatapos ng simula',
  'listing.stockChanged':
    'Ang stock ay {stock} na ngayon: binago ito ng mga order mula nang buksan mo ang listing na ito. Suriin at i-save muli',
  'listing.inOpenOrders':
    'May mga hindi pa tapos na order na may listing na ito; alisin na lang ito sa shelf',
  'listing.categoryInvalid': 'Pumili ng kategorya mula sa listahan',
  'listing.importEmpty': 'Walang hanay ng listing ang file',
  'listing.importTooLarge': 'Hanggang {max} listing bawat file',
  'listing.importUnreadable': 'Hindi mabasa ang file bilang CSV: {reason}',
  'operator.ownRecord':
    'Hindi maaaring magpasya ang operator tungkol sa sarili niyang account, pera, order o tindahan',
  'operator.permissionMissing':
    'Hindi kasama sa iyong operator role ang pahintulot na kailangan dito: {permission}',
  'operator.roleNotFound': 'Hindi nakita ang operator role',
  'operator.roleBuiltIn': 'Hindi mababago o mabubura ang mga built-in na role na admin at support',
  'operator.roleNameTaken': 'May ibang role na may ganitong pangalan',
  'operator.roleInUse': 'Nakatalaga pa ang role na ito sa mga operator; alisin muna ito sa kanila',
  'auth.accountDisabledReason':
    'Ang account na ito ay na-disable ng isang administrator. Dahilan: {reason}',
  'auth.businessLockedReason':
    'Pinaghigpitan ang account, makipag-ugnayan sa customer service. Dahilan: {reason}',
  'syspara.unknown': 'Hindi kilalang system parameter: {code}',
  'syspara.outOfRange': 'Ang {code} ay dapat numero mula {min} hanggang {max}',
  'syspara.notUrl': 'Ang {code} ay dapat web address na nagsisimula sa https:// o walang laman',
  'listing.hiddenByOperator':
    'Itinago ng isang operator ang listing na ito; maibabalik lang ito sa shelf kapag ibinalik ng operator',
  'category.inUse': 'May mga listing na gumagamit ng kategoryang ito; ilipat muna sila',
  'category.hasChildren': 'May mga subcategory ang kategoryang ito; burahin o ilipat muna',
  'category.parentInvalid': 'Dapat top-level na kategorya ang parent (dalawang antas lang)',
  'brandPage.claimNumber':
    '{field}: ang numerong {number} ay hindi katotohanang ipinapatupad ng platform',
  'brandPage.claimVerification':
    '{field}: walang batayan ang "{phrase}": walang beripikasyon ng seller',
  'brandPage.claimCoupon': '{field}: walang batayan ang "{phrase}": walang mga kupon',
  'brandPage.claimServiceTime':
    '{field}: walang batayan ang "{phrase}": walang ipinapatupad na oras ng serbisyo o pagpapadala',
  'brandPage.claimCarrier':
    '{field}: walang batayan ang "{phrase}": walang naka-integrate na courier',
  'brandPage.claimFigures':
    '{field}: walang batayan ang "{phrase}": ang mga bilang ay mula sa mga naitalang order',
  'brand.hostInvalid':
    'Hindi wastong host name ang {host}: maliliit na titik, numero, gitling at tuldok lamang, walang scheme, port o path',
  'brand.hostTaken': 'Pag-aari na ng brand na {brand} ang host name na {host}',
  'brand.codeTaken': 'Mayroon nang brand na may code na {code}',
  'brand.contrastLow':
    'Ang {foreground} sa ibabaw ng {background} ay may contrast na {ratio}:1 lamang; {minimum}:1 ang hinihingi ng WCAG AA',
  'brand.textMissing':
    '{text}: inaalok ng brand ang wikang ito pero walang teksto; isalin ito o itago ang wika',
  'brand.defaultAlwaysEnabled': 'Ang {code} ang default na brand at hindi ito maaaring i-disable',
  'brand.lastEnabled': 'Dapat manatiling naka-enable ang kahit isang brand',
  'brand.versionChanged':
    'Nabago ang brand habang nag-e-edit ka (bersyon {version} na ngayon); i-reload ito at gawin muli ang iyong pagbabago',
  'brand.artworkInvalid': '{field}: gumamit ng PNG o SVG na in-upload mo sa lugar ng mga brand',
  'evaluation.notReviewable':
    'Ang natanggap na order na naghihintay ng iyong review lang ang maaaring i-review',
  'evaluation.lineNotInOrder': 'Ang item na iyon ay hindi bahagi ng order na ito',
  'evaluation.alreadyReviewed': 'Na-review na ang item na ito',
  'evaluation.imageInvalid': 'Ang mga larawan ng review ay dapat na in-upload mo para sa review',
  'order.refundImageInvalid': 'Ang mga larawan ng refund ay dapat na in-upload mo para sa refund',
  'evaluation.notFound': 'Hindi nahanap ang review',
  'evaluation.alreadyReplied': 'May sagot mo na ang review na ito',
  'evaluation.defaultNoReply': 'Hindi masasagot ang default na review ng system',
  'kyc.pending': 'Naghihintay ng pagsusuri ang iyong beripikasyon ng pagkakakilanlan',
  'kyc.alreadyVerified': 'Aprubado na ang iyong beripikasyon ng pagkakakilanlan',
  'kyc.required': 'Kailangang aprubado ang beripikasyon ng pagkakakilanlan bago mag-apply ng loan',
  'loan.unfinished': 'May hindi pa tapos kang loan; tapusin muna bago mag-apply muli',
  'loan.amountOutOfRange': 'Ang halaga ay dapat nasa pagitan ng {min} at {max}',
  'loan.notQualified':
    'Hindi natugunan ang mga kondisyon: kailangan ng tindahang may beripikadong benta',
  'loan.termsChanged':
    'Nagbago ang mga tuntunin ng loan mula nang makita mo; suriin ang bagong quote',
  'loan.agreementRequired': 'Pakibasa at i-tsek ang kasunduan sa loan',
  'loan.notPending': 'Napagpasyahan na ito',
  'loan.notRepayable':
    'Walang babayaran sa loan na ito, o higit ang halaga sa pambayad-buo ngayon ({max})',
  'loan.aprAboveCeiling':
    'Ang utang na ito ay magkakahalaga ng {apr}% bawat taon, higit sa pinakamataas na pinapayagang rate ({ceiling}% bawat taon)',
  'chat.notFound': 'Hindi nahanap ang usapan',
  'chat.imageInvalid': 'Ang mga larawan sa chat ay dapat na in-upload mo para sa chat',
  'chat.ownStore': 'Hindi ka maaaring makipag-chat sa sarili mong tindahan',
  'chat.contextInvalid': 'Ang order o produktong iyon ay hindi sa tindahang ito',
};

export const phTransport: typeof enTransport = {
  notFound: 'Hindi nakita',
  methodNotAllowed: 'Hindi pinapayagan ang method',
  rateLimited: 'Masyadong madalas ang operasyon, pakisubukan muli mamaya',
  serverError: 'Error sa server',
  forbidden: 'Nag-expire ang session, mag-log in muli',
};
