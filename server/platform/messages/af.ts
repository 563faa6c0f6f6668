// Afrikaans texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const af: Record<ErrorKey, string> = {
  'param.invalid': 'Parameterfout: {field}',
  'param.missing': 'Parameter ontbreek: {field}',
  'system.error': 'Stelselfout, probeer asseblief later weer',
  'system.busy': 'Die stelsel is besig, probeer asseblief later weer',
  'request.tooFrequent': 'Te gereeld, probeer asseblief later weer',
  'request.illegal': 'Ongeldige versoek',
  'request.duplicate': 'Dubbele indiening',
  'request.idempotencyMismatch': "Hierdie versoeksleutel is reeds vir 'n ander versoek gebruik",
  'resource.notFound': 'Die gevraagde hulpbron bestaan nie',
  'language.unsupported': 'Taal word nie ondersteun nie',
  'auth.required': 'Sessie het verval, meld asseblief weer aan',
  'auth.sessionExpired': 'Token ongeldig, meld asseblief aan',
  'auth.loginFailed': 'Aanmelding het misluk',
  'auth.wrongPassword': 'Verkeerde gebruikersnaam of wagwoord',
  'auth.lockedMinutes': 'Drie verkeerde pogings na mekaar, probeer oor 3 minute weer',
  'auth.lockedToday': 'Meer as 3 verkeerde pogings, probeer môre weer',
  'auth.accountLocked': 'Rekening gesluit',
  'auth.accountDisabled': "Hierdie rekening is deur 'n administrateur gedeaktiveer",
  'auth.businessLocked': 'Rekeninganomalie, kontak asseblief kliëntediens',
  'auth.userNotFound': 'Gebruiker nie gevind nie',
  'auth.noPermission': 'Geen toestemming nie',
  'verify.codeWrong': 'Verifikasiekode is verkeerd',
  'verify.codeEmpty': 'Verifikasiekode mag nie leeg wees nie',
  'verify.codeLimit': 'Te veel e-poskodes, probeer môre weer',
  'verify.failed': 'Verifikasie het misluk, probeer asseblief weer',
  'verify.sliderFailed': 'Skuifbalktoets het misluk',
  'register.usernameInvalid': 'Gebruikersnaam mag slegs syfers en letters bevat',
  'register.usernameTaken': 'Gebruikersnaam bestaan reeds',
  'register.emailTaken':
    "Hierdie e-pos of selfoon is reeds gekoppel of word deur 'n ander gebruiker gebruik",
  'register.referralInvalid': 'Verwysingskode is verkeerd',
  'register.blockedAfterCancellation':
    'Hierdie rekening is onlangs gekanselleer en kan nog nie registreer nie',
  'verify.sliderRequired': 'Voltooi asseblief die skuifbalktoets',
  'password.mismatch': 'Die twee wagwoorde stem nie ooreen nie',
  'password.oldWrong': 'Die ou wagwoord is verkeerd',
  'password.loginWrong': 'Die aanmeldwagwoord is verkeerd',
  'safeword.wrong': 'Fondswagwoord is verkeerd',
  'safeword.notSet': 'Fondswagwoord is nie gestel nie',
  'safeword.alreadySet': 'Fondswagwoord is reeds gestel',
  'safeword.mismatch': 'Die twee fondswagwoorde stem nie ooreen nie',
  'safeword.required': 'Voer jou fondswagwoord in',
  'safeword.setFirst':
    "Stel eers 'n fondswagwoord (rekeningsekuriteit): geld verlaat jou saldo slegs daarmee",
  'password.required': 'Voer jou aanmeldwagwoord in',
  'cancel.reasonRequired': 'Voer asseblief die rede vir kansellasie in',
  'cancel.balanceRemains':
    "Jou beursie het nog 'n saldo; onttrek dit voordat jy die rekening kanselleer",
  'cancel.unsettled':
    'Die rekening kan nog nie gekanselleer word nie. Handel eers hierdie af: {items}',
  'cancel.walletBalance': 'onttrek of bestee die {amount} USDT in jou beursie',
  'cancel.withdrawalPending':
    'wag totdat jou onttrekking wat aan die gang is ({amount} USDT teruggehou) klaar is',
  'cancel.depositPending':
    'wag totdat jou {count} deposito(s) wat aan die gang is, gekrediteer of afgekeur is',
  'cancel.loanUnfinished': 'betaal jou lening terug, of wag vir die besluit oor jou leningsaansoek',
  'cancel.ordersOpen':
    '{count} betaalde bestelling(s) wat jy gekoop het, is nog nie afgehandel nie (ontvang dit of voltooi die terugbetaling)',
  'cancel.storeOrdersOpen':
    '{count} betaalde bestelling(s) van jou winkel is nog nie afgehandel nie (stuur dit of handel die terugbetaling af)',
  'cancel.notAllowed': 'Hierdie rekening kan nie gekanselleer word nie',
  'subscribe.emailInvalid': "Voer asseblief 'n geldige e-posadres in",
  'subscribe.alreadySubscribed': 'Hierdie e-pos is reeds ingeteken',
  'goods.notFound': 'Produk bestaan nie, is nie gelys nie of is verwyder',
  'goods.offShelf': 'Sommige items is nie meer te koop nie',
  'goods.stockInsufficient': 'Onvoldoende hoeveelheid',
  'goods.notSelected': 'Geen produk gekies nie',
  'goods.quantityOutOfRange': 'Bo die maksimum of onder die minimum aankoophoeveelheid',
  'cart.duplicate': 'Produk is reeds in die mandjie',
  'seller.notFound': 'Winkel bestaan nie',
  'focus.sellerCannotFollow': 'Verkopers kan nie winkels volg nie',
  'focus.ownStore': 'Jy kan nie jou eie winkel volg nie',
  'category.notFound': 'Kategorie bestaan nie',
  'wallet.insufficientBalance': "Onvoldoende saldo, maak asseblief 'n deposito",
  'wallet.amountInvalid': "Voer asseblief 'n geldige bedrag in",
  'wallet.amountOutOfRange': 'Die bedrag is buite die limiete ({min} - {max})',
  'wallet.amountTooPrecise': 'Die bedrag het te veel desimale (hoogstens {decimals})',
  'wallet.withdrawOutsideTime': 'Onttrekking is nie nou toegelaat nie ({window})',
  'wallet.withdrawDailyLimit': 'Daaglikse aantal onttrekkings oorskry',
  'wallet.unfinishedOrder': "Jy het 'n onvoltooide deposito- of onttrekkingsbestelling",
  'wallet.channelNotOpened': 'Hierdie kanaal is nie oop nie',
  'wallet.networkUnavailable':
    "Die {network}-netwerk is tydelik onbeskikbaar; probeer asseblief later weer of kies 'n ander netwerk",
  'reserves.unknownNetwork': 'Geen netwerk met daardie naam is opgestel nie',
  'reserves.addressInvalid': "Dit is nie 'n geldige adres op hierdie netwerk nie",
  'reserves.addressTaken': 'Hierdie adres is reeds geregistreer',
  'wallet.noWayOut':
    "Deposito's per oorplasing is gesluit: die platform bied nog geen manier om geld te onttrek nie",
  'wallet.regionNotOpen': 'Hierdie betaalmetode is nie in jou streek beskikbaar nie',
  'wallet.addressInvalid': 'Die adres pas nie by die netwerkprotokol nie',
  'wallet.addressNotBound': "Koppel eers 'n onttrekkingsadres",
  'wallet.addressOnHold':
    'Die onttrekkingsadres is onlangs verander; onttrekkings maak oop op {time}',
  'wallet.sessionTokenInvalid': 'Die bladsy het verval, probeer asseblief weer',
  'wallet.bankDetailsRequired': 'Banknaam en kaartnommer is verpligtend',
  'wallet.currencyRequired': "Kies eers 'n geldeenheid",
  'wallet.proofRequired': 'Laai asseblief die betalingsbewys op',
  'wallet.statusNotOperable': 'Hierdie rekord kan nie in sy huidige status hanteer word nie',
  'wallet.currencyNotOffered':
    "Bankdeposito's in {currency} word tans nie aangebied nie: daar is geen huidige wisselkoers nie",
  'wallet.rateCurrencyNotAccepted': 'Die bankrekening neem nie {currency} nie',
  'wallet.rateFormat': "'n Koers het hoogstens 12 syfers voor die desimale komma en 8 daarna",
  'wallet.rateNotPositive': "'n Koers moet groter as nul wees",
  'upload.failed': 'Beeld kon nie opgelaai word nie',
  'upload.empty': 'Beeld is leeg',
  'upload.tooLarge': 'Beeld te groot (hoogstens {max})',
  'upload.quotaExceeded': 'Vandag se oplaaiperk is bereik ({max} per dag); probeer môre weer',
  'upload.private':
    "Hierdie prent is privaat: net die eienaar, dié met wie dit gedeel is en 'n administrateur mag dit sien",
  'upload.unsupportedType': 'Slegs jpeg-, png- en webp-beelde word aanvaar',
  'upload.tooManyPixels': 'Prent te groot: hoogstens {max} megapieksels hier',
  'upload.areaNotAllowed': 'Slegs verkopers en operateurs mag hier prente oplaai',
  'address.notFound': 'Adres nie gevind nie',
  'address.notSet': 'Afleweringsadres nie gestel nie, voeg asseblief een by',
  'address.limitReached': 'Jy kan hoogstens {max} adresse hou',
  'address.countryInvalid': "Kies asseblief 'n land uit die lys",
  'address.stateInvalid': "Kies asseblief 'n staat of provinsie van die gekose land",
  'order.notFound': 'Bestelling bestaan nie',
  'order.closed': 'Die bestelling is reeds gekanselleer of voltooi',
  'order.statusNotOperable': 'Die bestellingstatus laat hierdie handeling nie toe nie',
  'order.cancelNotAllowed': 'Slegs bestellings wat op betaling wag, kan gekanselleer word',
  'order.sellerCannotCancel': "'n Verkoper kan nie 'n bestelling kanselleer nie",
  'order.shippedNoRefund': "'n Versende bestelling kan nie terugbetaal word nie",
  'order.returnWindowClosed': 'Terugstuur word binne 7 dae na ontvangs aanvaar',
  'order.alreadyReminded': 'Hierdie bestelling is reeds herinner',
  'order.notPayable': 'Die bestelling voldoen nie aan die betalingsvoorwaardes nie',
  'order.cannotRelease':
    'Gekanselleerde, voltooide of onbetaalde bestellings kan nie vrygestel word nie',
  'order.purchaseFailed': 'Aankoop het misluk, kontak asseblief kliëntediens',
  'order.holdLimit':
    'Jou onbetaalde bestellings hou reeds die meeste van hierdie produk wat een bestelling mag koop ({max}); betaal of kanselleer eers een',
  'order.openOrdersExist':
    'Indiening het misluk: jy het onbetaalde bestellings, betaal of kanselleer hulle eers',
  'order.ownStore': 'Jy kan nie goedere van jou eie winkel koop nie',
  'order.storeOwnerUnavailable':
    'Hierdie winkel kan nou geen bestellings aanneem nie: die platform het sy eienaar se rekening gedeaktiveer.',
  'order.storeOwnerDisabled':
    'Hierdie winkel kan nou nie betalings ontvang nie: die platform het die eienaar se rekening gedeaktiveer. Jy kan die bestelling kanselleer.',
  'store.applicationOpen': 'Jy het reeds ’n winkelaansoek wat op hersiening wag',
  'store.alreadyOwner': 'Jy bestuur reeds ’n winkel',
  'store.notPending': 'Daar is reeds oor hierdie aansoek besluit',
  'store.suspended':
    'Hierdie winkel is opgeskort: sy geld is gevries, en dit mag net oop bestellings afhandel en kopers antwoord',
  'store.suspendedReason':
    'Hierdie winkel is opgeskort: sy geld is gevries, en dit mag net oop bestellings afhandel en kopers antwoord. Rede: {reason}',
  'email.same': 'Dit is reeds jou bevestigde e-posadres',
  'email.oldCodeWrong':
    'Die kode wat na jou huidige e-posadres gestuur is, is verkeerd of het verval',
  'listing.discountInvalid':
    'Die afslagprys moet laer as die verkoopprys wees, en die einde na die begin',
  'listing.stockChanged':
    'Die voorraad is nou {stock}: bestellings het dit verander sedert jy hierdie aanbod oopgemaak het. Gaan dit na en stoor weer',
  'listing.inOpenOrders':
    'Onvoltooide bestellings bevat hierdie aanbod; haal dit eerder van die rak af',
  'listing.categoryInvalid': "Kies 'n kategorie uit die lys",
  'listing.importEmpty': 'Die lêer het geen aanbodrye nie',
  'listing.importTooLarge': 'Hoogstens {max} aanbiedinge per lêer',
  'listing.importUnreadable': 'Die lêer kon nie as CSV gelees word nie: {reason}',
  'operator.ownRecord':
    'Operateurs mag nie oor hul eie rekening, geld, bestellings of winkel besluit nie',
  'operator.permissionMissing':
    'Jou operateurrol sluit nie die toestemming in wat hiervoor nodig is nie: {permission}',
  'operator.roleNotFound': 'Operateurrol nie gevind nie',
  'operator.roleBuiltIn':
    'Die ingeboude rolle admin en support kan nie verander of geskrap word nie',
  'operator.roleNameTaken': "'n Ander rol het reeds hierdie naam",
  'operator.roleInUse': 'Hierdie rol is nog aan operateurs toegeken; neem dit eers van hulle weg',
  'auth.accountDisabledReason':
    "Hierdie rekening is deur 'n administrateur gedeaktiveer. Rede: {reason}",
  'auth.businessLockedReason': 'Rekening beperk, kontak asseblief kliëntediens. Rede: {reason}',
  'syspara.unknown': 'Onbekende stelselparameter: {code}',
  'syspara.outOfRange': "{code} moet 'n getal van {min} tot {max} wees",
  'syspara.notUrl': "{code} moet 'n webadres wees wat met https:// begin, of leeg",
  'listing.hiddenByOperator':
    "'n Operateur het hierdie lysinskrywing versteek; dit kan eers weer op die rak wanneer 'n operateur dit herstel",
  'category.inUse': 'Lysinskrywings gebruik hierdie kategorie; skuif hulle eers',
  'category.hasChildren': 'Hierdie kategorie het subkategorieë; skrap of skuif hulle eers',
  'category.parentInvalid': "Die ouer moet 'n topvlak-kategorie wees (net twee vlakke)",
  'brandPage.claimNumber':
    '{field}: die getal {number} is nie ʼn feit wat die platform afdwing nie',
  'brandPage.claimVerification':
    '{field}: "{phrase}" word nie gestaaf nie: daar is geen verkopersverifikasie nie',
  'brandPage.claimCoupon': '{field}: "{phrase}" word nie gestaaf nie: daar is geen koepons nie',
  'brandPage.claimServiceTime':
    '{field}: "{phrase}" word nie gestaaf nie: geen diens- of afleweringstyd word afgedwing nie',
  'brandPage.claimCarrier':
    '{field}: "{phrase}" word nie gestaaf nie: geen vervoerder is geïntegreer nie',
  'brandPage.claimFigures':
    '{field}: "{phrase}" word nie gestaaf nie: syfers kom uit aangetekende bestellings',
  'brand.hostInvalid':
    '{host} is nie ’n gasheernaam nie: slegs kleinletters, syfers, koppeltekens en punte, sonder skema, poort of pad',
  'brand.hostTaken': 'Die gasheernaam {host} behoort reeds aan die handelsmerk {brand}',
  'brand.codeTaken': '’n Handelsmerk met die kode {code} bestaan reeds',
  'brand.contrastLow':
    '{foreground} op {background} bereik slegs ’n kontras van {ratio}:1; WCAG AA vereis {minimum}:1',
  'brand.textMissing':
    '{text}: die handelsmerk bied hierdie taal aan, maar die teks ontbreek; vertaal dit of versteek die taal',
  'brand.defaultAlwaysEnabled': '{code} is die verstekhandelsmerk en kan nie gedeaktiveer word nie',
  'brand.lastEnabled': 'Ten minste een handelsmerk moet geaktiveer bly',
  'brand.versionChanged':
    'Die handelsmerk is intussen verander (nou weergawe {version}); laai dit weer en maak jou verandering opnuut',
  'brand.artworkInvalid':
    '{field}: gebruik ’n PNG of SVG wat jy na die handelsmerkarea opgelaai het',
  'evaluation.notReviewable':
    "Slegs 'n ontvangde bestelling wat op jou resensie wag, kan geresenseer word",
  'evaluation.lineNotInOrder': 'Daardie item is nie deel van hierdie bestelling nie',
  'evaluation.alreadyReviewed': 'Hierdie item is reeds geresenseer',
  'evaluation.imageInvalid': "Resensiefoto's moet dié wees wat jy vir 'n resensie opgelaai het",
  'order.refundImageInvalid':
    "Terugbetalingsfoto's moet dié wees wat jy vir 'n terugbetaling opgelaai het",
  'evaluation.notFound': 'Resensie nie gevind nie',
  'evaluation.alreadyReplied': 'Hierdie resensie het reeds jou antwoord',
  'evaluation.defaultNoReply': 'Die stelsel se verstekresensie kan nie beantwoord word nie',
  'kyc.pending': 'Jou identiteitsverifikasie wag vir hersiening',
  'kyc.alreadyVerified': 'Jou identiteitsverifikasie is reeds goedgekeur',
  'kyc.required':
    "Identiteitsverifikasie moet goedgekeur wees voordat jy vir 'n lening aansoek doen",
  'loan.unfinished': "Jy het 'n onvoltooide lening; voltooi dit voordat jy weer aansoek doen",
  'loan.amountOutOfRange': 'Die bedrag moet tussen {min} en {max} wees',
  'loan.notQualified':
    "Kwalifikasievoorwaardes nie nagekom nie: 'n winkel met geverifieerde verkope is nodig",
  'loan.termsChanged':
    'Die leningsvoorwaardes het verander sedert jy dit gesien het; gaan die nuwe kwotasie na',
  'loan.agreementRequired': 'Lees en merk asseblief die leningsooreenkoms',
  'loan.notPending': 'Hieroor is reeds besluit',
  'loan.notRepayable':
    'Hierdie lening het niks om terug te betaal nie, of die bedrag is meer as wat dit vandag vereffen ({max})',
  'loan.aprAboveCeiling':
    'Hierdie lening sou {apr}% per jaar kos, bo die hoogste toegelate koers ({ceiling}% per jaar)',
  'chat.notFound': 'Gesprek nie gevind nie',
  'chat.imageInvalid': 'Kletsprente moet dié wees wat jy vir klets opgelaai het',
  'chat.ownStore': 'Jy kan nie met jou eie winkel klets nie',
  'chat.contextInvalid': 'Daardie bestelling of produk behoort nie aan hierdie winkel nie',
};

export const afTransport: typeof enTransport = {
  notFound: 'Nie gevind nie',
  methodNotAllowed: 'Metode nie toegelaat nie',
  rateLimited: 'Te gereeld, probeer asseblief later weer',
  serverError: 'Bedienerfout',
  forbidden: 'Sessie het verval, meld asseblief weer aan',
};
