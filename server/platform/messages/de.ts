// German texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const de: Record<ErrorKey, string> = {
  'param.invalid': 'Parameterfehler: {field}',
  'param.missing': 'Fehlender Parameter: {field}',
  'system.error': 'Systemfehler, bitte später erneut versuchen',
  'system.busy': 'Das System ist ausgelastet, bitte später erneut versuchen',
  'request.tooFrequent': 'Zu viele Vorgänge, bitte später erneut versuchen',
  'request.illegal': 'Unzulässige Anfrage',
  'request.duplicate': 'Doppelte Übermittlung',
  'request.idempotencyMismatch':
    'Dieser Anfrageschlüssel wurde bereits für eine andere Anfrage verwendet',
  'resource.notFound': 'Die angeforderte Ressource existiert nicht',
  'language.unsupported': 'Sprache wird nicht unterstützt',
  'auth.required': 'Sitzung abgelaufen, bitte erneut anmelden',
  'auth.sessionExpired': 'Token ungültig, bitte anmelden',
  'auth.loginFailed': 'Anmeldung fehlgeschlagen',
  'auth.wrongPassword': 'Benutzername oder Passwort falsch',
  'auth.lockedMinutes': 'Dreimal falsch eingegeben, bitte in 3 Minuten erneut versuchen',
  'auth.lockedToday': 'Mehr als 3 Fehlversuche, bitte morgen erneut versuchen',
  'auth.accountLocked': 'Konto gesperrt',
  'auth.accountDisabled': 'Dieses Konto wurde von einem Administrator deaktiviert',
  'auth.businessLocked': 'Kontoauffälligkeit, bitte Kundenservice kontaktieren',
  'auth.userNotFound': 'Benutzer nicht gefunden',
  'auth.noPermission': 'Keine Berechtigung',
  'verify.codeWrong': 'Bestätigungscode ist falsch',
  'verify.codeEmpty': 'Bestätigungscode darf nicht leer sein',
  'verify.codeLimit': 'Zu viele E-Mail-Codes, bitte morgen erneut versuchen',
  'verify.failed': 'Prüfung fehlgeschlagen, bitte erneut versuchen',
  'verify.sliderFailed': 'Schieberprüfung fehlgeschlagen',
  'register.usernameInvalid': 'Der Benutzername darf nur Ziffern und Buchstaben enthalten',
  'register.usernameTaken': 'Benutzername bereits vergeben',
  'register.emailTaken':
    'Diese E-Mail oder Handynummer wird bereits von einem anderen Nutzer verwendet',
  'register.referralInvalid': 'Empfehlungscode ist falsch',
  'register.blockedAfterCancellation':
    'Dieses Konto wurde kürzlich gelöscht und kann sich noch nicht registrieren',
  'verify.sliderRequired': 'Bitte die Schieberprüfung abschließen',
  'password.mismatch': 'Die beiden Passwörter stimmen nicht überein',
  'password.oldWrong': 'Das alte Passwort ist falsch',
  'password.loginWrong': 'Das Anmeldepasswort ist falsch',
  'safeword.wrong': 'Zahlungspasswort ist falsch',
  'safeword.notSet': 'Zahlungspasswort ist nicht festgelegt',
  'safeword.alreadySet': 'Zahlungspasswort ist bereits festgelegt',
  'safeword.mismatch': 'Die beiden Zahlungspasswörter stimmen nicht überein',
  'safeword.required': 'Geben Sie Ihr Zahlungspasswort ein',
  'safeword.setFirst':
    'Legen Sie zuerst ein Zahlungspasswort fest (Kontosicherheit): Geld verlässt Ihr Guthaben nur damit',
  'password.required': 'Geben Sie Ihr Anmeldepasswort ein',
  'cancel.reasonRequired': 'Bitte den Stornierungsgrund eingeben',
  'cancel.balanceRemains':
    'Ihre Wallet hat noch Guthaben; zahlen Sie es vor dem Löschen des Kontos aus',
  'cancel.unsettled': 'Das Konto kann noch nicht gekündigt werden. Erledigen Sie zuerst: {items}',
  'cancel.walletBalance': 'die {amount} USDT in Ihrer Wallet auszahlen oder ausgeben',
  'cancel.withdrawalPending':
    'warten, bis Ihre laufende Auszahlung ({amount} USDT zurückgehalten) abgeschlossen ist',
  'cancel.depositPending':
    'warten Sie, bis Ihre {count} laufende(n) Einzahlung(en) gutgeschrieben oder abgelehnt sind',
  'cancel.loanUnfinished':
    'Ihren Kredit zurückzahlen oder die Entscheidung über Ihren Kreditantrag abwarten',
  'cancel.ordersOpen':
    '{count} bezahlte Bestellung(en), die Sie gekauft haben, sind noch nicht abgeschlossen (empfangen oder Erstattung abschließen)',
  'cancel.storeOrdersOpen':
    '{count} bezahlte Bestellung(en) Ihres Shops sind noch nicht abgeschlossen (versenden oder Erstattung erledigen)',
  'cancel.notAllowed': 'Dieses Konto kann nicht gelöscht werden',
  'subscribe.emailInvalid': 'Bitte eine gültige E-Mail-Adresse eingeben',
  'subscribe.alreadySubscribed': 'Diese E-Mail ist bereits abonniert',
  'goods.notFound': 'Produkt existiert nicht, ist nicht gelistet oder wurde entfernt',
  'goods.offShelf': 'Einige Artikel sind nicht mehr im Angebot',
  'goods.stockInsufficient': 'Menge nicht ausreichend',
  'goods.notSelected': 'Kein Produkt ausgewählt',
  'goods.quantityOutOfRange': 'Über der Höchst- oder unter der Mindestbestellmenge',
  'cart.duplicate': 'Produkt bereits im Warenkorb',
  'seller.notFound': 'Shop existiert nicht',
  'focus.sellerCannotFollow': 'Verkäufer können keinen Shops folgen',
  'focus.ownStore': 'Sie können Ihrem eigenen Shop nicht folgen',
  'category.notFound': 'Kategorie existiert nicht',
  'wallet.insufficientBalance': 'Guthaben nicht ausreichend, bitte einzahlen',
  'wallet.amountInvalid': 'Bitte einen gültigen Betrag eingeben',
  'wallet.amountOutOfRange': 'Der Betrag liegt außerhalb der Limits ({min} – {max})',
  'wallet.amountTooPrecise': 'Der Betrag hat zu viele Dezimalstellen (höchstens {decimals})',
  'wallet.withdrawOutsideTime': 'Auszahlung ist zu dieser Zeit nicht möglich ({window})',
  'wallet.withdrawDailyLimit': 'Tägliche Anzahl an Auszahlungen überschritten',
  'wallet.unfinishedOrder': 'Sie haben eine offene Ein- oder Auszahlung',
  'wallet.channelNotOpened': 'Dieser Kanal ist nicht freigeschaltet',
  'wallet.networkUnavailable':
    'Das Netzwerk {network} ist vorübergehend nicht verfügbar; bitte versuchen Sie es später erneut oder wählen Sie ein anderes Netzwerk',
  'reserves.unknownNetwork': 'Kein Netzwerk dieses Namens ist eingerichtet',
  'reserves.addressInvalid': 'Das ist keine gültige Adresse in diesem Netzwerk',
  'reserves.addressTaken': 'Diese Adresse ist bereits registriert',
  'wallet.noWayOut':
    'Einzahlungen per Überweisung sind geschlossen: Die Plattform bietet noch keine Möglichkeit, Geld auszuzahlen',
  'wallet.regionNotOpen': 'Diese Zahlungsmethode ist in Ihrer Region nicht verfügbar',
  'wallet.addressInvalid': 'Die Adresse passt nicht zum Netzwerkprotokoll',
  'wallet.addressNotBound': 'Bitte zuerst eine Auszahlungsadresse hinterlegen',
  'wallet.addressOnHold':
    'Die Auszahlungsadresse wurde kürzlich geändert; Auszahlungen wieder ab {time}',
  'wallet.sessionTokenInvalid': 'Die Seite ist abgelaufen, bitte erneut versuchen',
  'wallet.bankDetailsRequired': 'Name der Bank und Kartennummer sind erforderlich',
  'wallet.currencyRequired': 'Bitte zuerst eine Währung wählen',
  'wallet.proofRequired': 'Bitte den Zahlungsnachweis hochladen',
  'wallet.statusNotOperable':
    'Dieser Eintrag kann in seinem aktuellen Status nicht bearbeitet werden',
  'wallet.currencyNotOffered':
    'Bankeinzahlungen in {currency} werden derzeit nicht angeboten: Es gibt keinen aktuellen Wechselkurs',
  'wallet.rateCurrencyNotAccepted': 'Das Bankkonto nimmt kein {currency} an',
  'wallet.rateFormat': 'Ein Kurs hat höchstens 12 Stellen vor und 8 nach dem Komma',
  'wallet.rateNotPositive': 'Ein Kurs muss größer als null sein',
  'upload.failed': 'Bild-Upload fehlgeschlagen',
  'upload.empty': 'Bild ist leer',
  'upload.tooLarge': 'Bild zu groß (höchstens {max})',
  'upload.quotaExceeded':
    'Das heutige Upload-Limit ist erreicht ({max} pro Tag); bitte morgen erneut versuchen',
  'upload.private':
    'Dieses Bild ist privat: Nur sein Eigentümer, die Personen, mit denen es geteilt wurde, und ein Administrator dürfen es sehen',
  'upload.unsupportedType': 'Nur JPEG-, PNG- und WebP-Bilder sind erlaubt',
  'upload.tooManyPixels': 'Bild zu groß: hier höchstens {max} Megapixel',
  'upload.areaNotAllowed': 'Nur Verkäufer und Betreiber dürfen hier Bilder hochladen',
  'address.notFound': 'Adresse nicht gefunden',
  'address.notSet': 'Keine Lieferadresse festgelegt, bitte eine hinzufügen',
  'address.limitReached': 'Sie können höchstens {max} Adressen speichern',
  'address.countryInvalid': 'Bitte ein Land aus der Liste wählen',
  'address.stateInvalid': 'Bitte ein Bundesland oder eine Provinz des gewählten Landes wählen',
  'order.notFound': 'Bestellung existiert nicht',
  'order.closed': 'Die Bestellung ist bereits storniert oder abgeschlossen',
  'order.statusNotOperable': 'Der Bestellstatus erlaubt diesen Vorgang nicht',
  'order.cancelNotAllowed': 'Nur unbezahlte Bestellungen können storniert werden',
  'order.sellerCannotCancel': 'Ein Verkäufer kann keine Bestellung stornieren',
  'order.shippedNoRefund': 'Eine versendete Bestellung kann nicht erstattet werden',
  'order.returnWindowClosed': 'Rückgaben werden innerhalb von 7 Tagen nach Erhalt angenommen',
  'order.alreadyReminded': 'Für diese Bestellung wurde bereits erinnert',
  'order.notPayable': 'Die Bestellung erfüllt die Zahlungsbedingungen nicht',
  'order.cannotRelease':
    'Stornierte, abgeschlossene oder unbezahlte Bestellungen können nicht freigegeben werden',
  'order.purchaseFailed': 'Kauf fehlgeschlagen, bitte Kundenservice kontaktieren',
  'order.holdLimit':
    'Ihre unbezahlten Bestellungen halten bereits die Höchstmenge dieses Produkts, die eine Bestellung kaufen darf ({max}); bezahlen oder stornieren Sie zuerst eine',
  'order.openOrdersExist':
    'Senden fehlgeschlagen: Sie haben unbezahlte Bestellungen, bitte zuerst bezahlen oder stornieren',
  'order.ownStore': 'Sie können keine Waren Ihres eigenen Shops kaufen',
  'order.storeOwnerUnavailable':
    'Dieser Shop kann derzeit keine Bestellungen annehmen: Die Plattform hat das Konto seines Inhabers deaktiviert.',
  'order.storeOwnerDisabled':
    'Dieser Shop kann derzeit keine Zahlungen annehmen: Die Plattform hat das Konto des Inhabers deaktiviert. Sie können die Bestellung stornieren.',
  'store.applicationOpen': 'Sie haben bereits einen Shop-Antrag, der auf Prüfung wartet',
  'store.alreadyOwner': 'Sie führen bereits einen Shop',
  'store.notPending': 'Über diesen Antrag wurde bereits entschieden',
  'store.suspended':
    'Dieser Shop ist gesperrt: Sein Geld ist eingefroren, und er darf nur offene Bestellungen abschließen und Käufern antworten',
  'store.suspendedReason':
    'Dieser Shop ist gesperrt: Sein Geld ist eingefroren, und er darf nur offene Bestellungen abschließen und Käufern antworten. Grund: {reason}',
  'email.same': 'Das ist bereits Ihre bestätigte E-Mail-Adresse',
  'email.oldCodeWrong':
    'Der an Ihre aktuelle E-Mail-Adresse gesendete Code ist falsch oder abgelaufen',
  'listing.discountInvalid':
    'Der Rabattpreis muss unter dem Verkaufspreis liegen und sein Ende nach seinem Beginn',
  'listing.stockChanged':
    'Der Bestand ist jetzt {stock}: Bestellungen haben ihn geändert, seit Sie dieses Angebot geöffnet haben. Prüfen Sie ihn und speichern Sie erneut',
  'listing.inOpenOrders':
    'Offene Bestellungen enthalten dieses Angebot; nehmen Sie es stattdessen aus dem Verkauf',
  'listing.categoryInvalid': 'Wählen Sie eine Kategorie aus der Liste',
  'listing.importEmpty': 'Die Datei enthält keine Angebotszeilen',
  'listing.importTooLarge': 'Höchstens {max} Angebote pro Datei',
  'listing.importUnreadable': 'Die Datei konnte nicht als CSV gelesen werden: {reason}',
  'operator.ownRecord':
    'Betreiber dürfen nicht über ihr eigenes Konto, Geld, ihre Bestellungen oder ihren Shop entscheiden',
  'operator.permissionMissing':
    'Ihre Operator-Rolle enthält die hierfür nötige Berechtigung nicht: {permission}',
  'operator.roleNotFound': 'Operator-Rolle nicht gefunden',
  'operator.roleBuiltIn':
    'Die eingebauten Rollen admin und support können nicht geändert oder gelöscht werden',
  'operator.roleNameTaken': 'Eine andere Rolle trägt diesen Namen bereits',
  'operator.roleInUse':
    'Diese Rolle ist noch Operatoren zugewiesen; entziehen Sie sie ihnen zuerst',
  'auth.accountDisabledReason':
    'Dieses Konto wurde von einem Administrator deaktiviert. Grund: {reason}',
  'auth.businessLockedReason':
    'Konto eingeschränkt, bitte wenden Sie sich an den Kundendienst. Grund: {reason}',
  'syspara.unknown': 'Unbekannter Systemparameter: {code}',
  'syspara.outOfRange': '{code} muss eine Zahl von {min} bis {max} sein',
  'syspara.notUrl': '{code} muss eine mit https:// beginnende Webadresse oder leer sein',
  'listing.hiddenByOperator':
    'Ein Betreiber hat dieses Angebot ausgeblendet; es kann erst wieder ins Regal, wenn ein Betreiber es freigibt',
  'category.inUse': 'Angebote nutzen diese Kategorie; verschieben Sie sie zuerst',
  'category.hasChildren':
    'Diese Kategorie hat Unterkategorien; löschen oder verschieben Sie sie zuerst',
  'category.parentInvalid':
    'Die übergeordnete Kategorie muss eine Hauptkategorie sein (nur zwei Ebenen)',
  'brandPage.claimNumber':
    '{field}: Die Zahl {number} ist keine Tatsache, die die Plattform garantiert',
  'brandPage.claimVerification':
    '{field}: „{phrase}“ ist nicht belegt: Es gibt keine Verkäuferprüfung',
  'brandPage.claimCoupon': '{field}: „{phrase}“ ist nicht belegt: Es gibt keine Gutscheine',
  'brandPage.claimServiceTime':
    '{field}: „{phrase}“ ist nicht belegt: Keine Service- oder Versandzeit wird garantiert',
  'brandPage.claimCarrier':
    '{field}: „{phrase}“ ist nicht belegt: Kein Versanddienstleister ist angebunden',
  'brandPage.claimFigures':
    '{field}: „{phrase}“ ist nicht belegt: Zahlen stammen aus erfassten Bestellungen',
  'brand.hostInvalid':
    '{host} ist kein gültiger Hostname: nur Kleinbuchstaben, Ziffern, Bindestriche und Punkte, ohne Schema, Port oder Pfad',
  'brand.hostTaken': 'Der Hostname {host} gehört bereits zur Marke {brand}',
  'brand.codeTaken': 'Eine Marke mit dem Code {code} gibt es bereits',
  'brand.contrastLow':
    '{foreground} auf {background} erreicht nur einen Kontrast von {ratio}:1; WCAG AA verlangt {minimum}:1',
  'brand.textMissing':
    '{text}: Die Marke bietet diese Sprache an, aber der Text fehlt; übersetzen Sie ihn oder blenden Sie die Sprache aus',
  'brand.defaultAlwaysEnabled': '{code} ist die Standardmarke und kann nicht deaktiviert werden',
  'brand.lastEnabled': 'Mindestens eine Marke muss aktiviert bleiben',
  'brand.versionChanged':
    'Die Marke wurde inzwischen geändert (jetzt Version {version}); laden Sie sie neu und nehmen Sie Ihre Änderung erneut vor',
  'brand.artworkInvalid':
    '{field}: Verwenden Sie ein PNG oder SVG, das Sie in den Markenbereich hochgeladen haben',
  'evaluation.notReviewable':
    'Nur eine erhaltene Bestellung, die auf Ihre Bewertung wartet, kann bewertet werden',
  'evaluation.lineNotInOrder': 'Dieser Artikel gehört nicht zu dieser Bestellung',
  'evaluation.alreadyReviewed': 'Dieser Artikel wurde bereits bewertet',
  'evaluation.imageInvalid':
    'Bewertungsbilder müssen von Ihnen für eine Bewertung hochgeladen worden sein',
  'order.refundImageInvalid':
    'Rückerstattungsfotos müssen von Ihnen für eine Rückerstattung hochgeladen worden sein',
  'evaluation.notFound': 'Bewertung nicht gefunden',
  'evaluation.alreadyReplied': 'Diese Bewertung hat bereits Ihre Antwort',
  'evaluation.defaultNoReply': 'Die Standardbewertung des Systems kann nicht beantwortet werden',
  'kyc.pending': 'Ihre Identitätsprüfung wartet auf die Prüfung',
  'kyc.alreadyVerified': 'Ihre Identitätsprüfung ist bereits bestätigt',
  'kyc.required': 'Vor einem Kreditantrag muss die Identitätsprüfung bestätigt sein',
  'loan.unfinished':
    'Sie haben einen offenen Kredit; schließen Sie ihn ab, bevor Sie erneut beantragen',
  'loan.amountOutOfRange': 'Der Betrag muss zwischen {min} und {max} liegen',
  'loan.notQualified': 'Voraussetzungen nicht erfüllt: ein Shop mit bestätigten Umsätzen ist nötig',
  'loan.termsChanged':
    'Die Kreditbedingungen haben sich geändert; bitte prüfen Sie das neue Angebot',
  'loan.agreementRequired': 'Bitte lesen und bestätigen Sie den Kreditvertrag',
  'loan.notPending': 'Darüber wurde bereits entschieden',
  'loan.notRepayable':
    'Für diesen Kredit ist nichts zu zahlen, oder der Betrag übersteigt die heutige Ablösesumme ({max})',
  'loan.aprAboveCeiling':
    'Dieser Kredit würde {apr} % pro Jahr kosten, mehr als der höchste erlaubte Satz ({ceiling} % pro Jahr)',
  'chat.notFound': 'Unterhaltung nicht gefunden',
  'chat.imageInvalid': 'Chat-Bilder müssen von Ihnen für den Chat hochgeladen worden sein',
  'chat.ownStore': 'Sie können nicht mit Ihrem eigenen Shop chatten',
  'chat.contextInvalid': 'Diese Bestellung oder dieses Produkt gehört nicht zu diesem Shop',
};

export const deTransport: typeof enTransport = {
  notFound: 'Nicht gefunden',
  methodNotAllowed: 'Methode nicht erlaubt',
  rateLimited: 'Zu viele Vorgänge, bitte später erneut versuchen',
  serverError: 'Serverfehler',
  forbidden: 'Sitzung abgelaufen, bitte erneut anmelden',
};
