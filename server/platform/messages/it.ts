// Italian texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const it: Record<ErrorKey, string> = {
  'param.invalid': 'Errore nel parametro: {field}',
  'param.missing': 'Parametro mancante: {field}',
  'system.error': 'Errore di sistema, riprova più tardi',
  'system.busy': 'Il sistema è occupato, riprova più tardi',
  'request.tooFrequent': 'Operazioni troppo frequenti, riprova più tardi',
  'request.illegal': 'Richiesta non valida',
  'request.duplicate': 'Invio duplicato',
  'request.idempotencyMismatch':
    "Questa chiave di richiesta è già stata usata per un'altra richiesta",
  'resource.notFound': 'La risorsa richiesta non esiste',
  'language.unsupported': 'Lingua non supportata',
  'auth.required': 'Sessione scaduta, accedi di nuovo',
  'auth.sessionExpired': 'Token non valido, accedi',
  'auth.loginFailed': 'Accesso non riuscito',
  'auth.wrongPassword': 'Nome utente o password errati',
  'auth.lockedMinutes': 'Tre tentativi errati di fila, riprova tra 3 minuti',
  'auth.lockedToday': 'Più di 3 tentativi errati, riprova domani',
  'auth.accountLocked': 'Account bloccato',
  'auth.accountDisabled': 'Questo account è stato disattivato da un amministratore',
  'auth.businessLocked': "Anomalia dell'account, contatta il servizio clienti",
  'auth.userNotFound': 'Utente non trovato',
  'auth.noPermission': 'Permesso negato',
  'verify.codeWrong': 'Il codice di verifica è errato',
  'verify.codeEmpty': 'Il codice di verifica non può essere vuoto',
  'verify.codeLimit': 'Troppi codici via e-mail, riprova domani',
  'verify.failed': 'Verifica non riuscita, riprova',
  'verify.sliderFailed': 'Verifica con il cursore non riuscita',
  'register.usernameInvalid': 'Il nome utente può contenere solo cifre e lettere',
  'register.usernameTaken': 'Nome utente già in uso',
  'register.emailTaken':
    'Questa e-mail o questo cellulare è già collegato o usato da un altro utente',
  'register.referralInvalid': 'Il codice invito è errato',
  'register.blockedAfterCancellation':
    'Questo account è stato chiuso di recente e non può ancora registrarsi',
  'verify.sliderRequired': 'Completa la verifica con il cursore',
  'password.mismatch': 'Le due password non coincidono',
  'password.oldWrong': 'La vecchia password è errata',
  'password.loginWrong': 'La password di accesso è errata',
  'safeword.wrong': 'La password di pagamento è errata',
  'safeword.notSet': 'La password di pagamento non è impostata',
  'safeword.alreadySet': 'La password di pagamento è già impostata',
  'safeword.mismatch': 'Le due password di pagamento non coincidono',
  'safeword.required': 'Inserisci la password dei fondi',
  'safeword.setFirst':
    "Imposta prima una password dei fondi (sicurezza dell'account): il denaro lascia il saldo solo con essa",
  'password.required': 'Inserisci la password di accesso',
  'cancel.reasonRequired': "Inserisci il motivo dell'annullamento",
  'cancel.balanceRemains':
    "Il portafoglio ha ancora un saldo; prelevalo prima di chiudere l'account",
  'cancel.unsettled': "L'account non può ancora essere chiuso. Prima sistema: {items}",
  'cancel.walletBalance': 'preleva o spendi i {amount} USDT del tuo portafoglio',
  'cancel.withdrawalPending':
    'attendi che il prelievo in corso ({amount} USDT trattenuti) sia concluso',
  'cancel.depositPending':
    'attendi che i tuoi {count} depositi in corso siano accreditati o rifiutati',
  'cancel.loanUnfinished':
    'rimborsa il prestito o attendi la decisione sulla tua richiesta di prestito',
  'cancel.ordersOpen':
    '{count} ordine/i pagato/i che hai acquistato non è/sono ancora concluso/i (ricevili o completa il rimborso)',
  'cancel.storeOrdersOpen':
    '{count} ordine/i pagato/i del tuo negozio non è/sono ancora concluso/i (spediscili o definisci il rimborso)',
  'cancel.notAllowed': 'Questo account non può essere chiuso',
  'subscribe.emailInvalid': 'Inserisci un indirizzo e-mail valido',
  'subscribe.alreadySubscribed': 'Questa e-mail è già iscritta',
  'goods.notFound': 'Il prodotto non esiste, non è in vendita o è stato rimosso',
  'goods.offShelf': 'Alcuni articoli non sono più in vendita',
  'goods.stockInsufficient': 'Quantità insufficiente',
  'goods.notSelected': 'Nessun prodotto selezionato',
  'goods.quantityOutOfRange': 'Oltre la quantità massima acquistabile o sotto la minima',
  'cart.duplicate': 'Prodotto già nel carrello',
  'seller.notFound': 'Il negozio non esiste',
  'focus.sellerCannotFollow': 'I venditori non possono seguire i negozi',
  'focus.ownStore': 'Non puoi seguire il tuo negozio',
  'category.notFound': 'La categoria non esiste',
  'wallet.insufficientBalance': 'Saldo insufficiente, effettua un deposito',
  'wallet.amountInvalid': 'Inserisci un importo valido',
  'wallet.amountOutOfRange': "L'importo è fuori dai limiti ({min} - {max})",
  'wallet.amountTooPrecise': "L'importo ha troppi decimali (al massimo {decimals})",
  'wallet.withdrawOutsideTime': 'Il prelievo non è consentito in questo orario ({window})',
  'wallet.withdrawDailyLimit': 'Superato il numero giornaliero di prelievi',
  'wallet.unfinishedOrder': 'Hai un deposito o un prelievo non concluso',
  'wallet.channelNotOpened': 'Questo canale non è attivo',
  'wallet.networkUnavailable':
    "La rete {network} non è temporaneamente disponibile; riprova più tardi o scegli un'altra rete",
  'reserves.unknownNetwork': 'Nessuna rete con quel nome è configurata',
  'reserves.addressInvalid': 'Non è un indirizzo valido su questa rete',
  'reserves.addressTaken': 'Questo indirizzo è già registrato',
  'wallet.noWayOut':
    'I depositi tramite bonifico sono chiusi: la piattaforma non offre ancora alcun modo per prelevare denaro',
  'wallet.regionNotOpen': 'Questo metodo di pagamento non è disponibile nella tua regione',
  'wallet.addressInvalid': "L'indirizzo non corrisponde al protocollo della rete",
  'wallet.addressNotBound': 'Collega prima un indirizzo di prelievo',
  'wallet.addressOnHold':
    "L'indirizzo di prelievo è stato cambiato di recente; i prelievi riaprono il {time}",
  'wallet.sessionTokenInvalid': 'La pagina è scaduta, riprova',
  'wallet.bankDetailsRequired': 'Nome della banca e numero di carta sono obbligatori',
  'wallet.currencyRequired': 'Scegli prima una valuta',
  'wallet.proofRequired': 'Carica la prova di pagamento',
  'wallet.statusNotOperable': 'Questo movimento non può essere gestito nel suo stato attuale',
  'wallet.currencyNotOffered':
    "I depositi bancari in {currency} non sono disponibili al momento: non c'è un tasso di cambio attuale",
  'wallet.rateCurrencyNotAccepted': 'Il conto bancario non accetta {currency}',
  'wallet.rateFormat': 'Un tasso ha al massimo 12 cifre prima della virgola e 8 dopo',
  'wallet.rateNotPositive': 'Un tasso deve essere maggiore di zero',
  'upload.failed': "Caricamento dell'immagine non riuscito",
  'upload.empty': "L'immagine è vuota",
  'upload.tooLarge': 'Immagine troppo grande (al massimo {max})',
  'upload.quotaExceeded':
    'Limite di caricamento di oggi raggiunto ({max} al giorno); riprova domani',
  'upload.private':
    'Questa immagine è privata: solo il proprietario, le persone con cui è stata condivisa e un amministratore possono vederla',
  'upload.unsupportedType': 'Sono accettate solo immagini jpeg, png e webp',
  'upload.tooManyPixels': 'Immagine troppo grande: qui al massimo {max} megapixel',
  'upload.areaNotAllowed': 'Solo venditori e operatori possono caricare immagini qui',
  'address.notFound': 'Indirizzo non trovato',
  'address.notSet': 'Indirizzo di spedizione non impostato, aggiungine uno',
  'address.limitReached': 'Puoi salvare al massimo {max} indirizzi',
  'address.countryInvalid': "Scegli un paese dall'elenco",
  'address.stateInvalid': 'Scegli uno stato o una provincia del paese selezionato',
  'order.notFound': "L'ordine non esiste",
  'order.closed': "L'ordine è già annullato o completato",
  'order.statusNotOperable': "Lo stato dell'ordine non consente l'operazione",
  'order.cancelNotAllowed': 'Si possono annullare solo gli ordini in attesa di pagamento',
  'order.sellerCannotCancel': 'Un venditore non può annullare un ordine',
  'order.shippedNoRefund': 'Un ordine spedito non può essere rimborsato',
  'order.returnWindowClosed': 'I resi sono accettati entro 7 giorni dalla ricezione',
  'order.alreadyReminded': 'Per questo ordine è già stato inviato un sollecito',
  'order.notPayable': "L'ordine non soddisfa le condizioni di pagamento",
  'order.cannotRelease':
    'Gli ordini annullati, completati o non pagati non possono essere sbloccati',
  'order.purchaseFailed': 'Acquisto non riuscito, contatta il servizio clienti',
  'order.holdLimit':
    'I tuoi ordini non pagati trattengono già il massimo di questo prodotto acquistabile con un ordine ({max}); paga o annulla prima un ordine',
  'order.openOrdersExist': 'Invio non riuscito: hai ordini non pagati, pagali o annullali prima',
  'order.ownStore': 'Non puoi acquistare articoli del tuo negozio',
  'order.storeOwnerUnavailable':
    "Questo negozio non può accettare ordini ora: la piattaforma ha disattivato l'account del suo proprietario.",
  'order.storeOwnerDisabled':
    "Questo negozio non può ricevere pagamenti ora: la piattaforma ha disattivato l'account del proprietario. Puoi annullare l'ordine.",
  'store.applicationOpen': 'Hai già una richiesta di negozio in attesa di revisione',
  'store.alreadyOwner': 'Gestisci già un negozio',
  'store.notPending': 'Questa richiesta è già stata decisa',
  'store.suspended':
    'Questo negozio è sospeso: il suo denaro è congelato e può solo completare gli ordini aperti e rispondere agli acquirenti',
  'store.suspendedReason':
    'Questo negozio è sospeso: il suo denaro è congelato e può solo completare gli ordini aperti e rispondere agli acquirenti. Motivo: {reason}',
  'email.same': 'Questa è già la tua e-mail confermata',
  'email.oldCodeWrong': 'Il codice inviato alla tua e-mail attuale è errato o scaduto',
  'listing.discountInvalid':
    "Il prezzo scontato deve essere inferiore al prezzo di vendita e la fine successiva all'inizio",
  'listing.stockChanged':
    "La giacenza ora è {stock}: gli ordini l'hanno cambiata da quando hai aperto questa inserzione. Controllala e salva di nuovo",
  'listing.inOpenOrders':
    'Ordini non conclusi contengono questa inserzione; ritirala invece dalla vendita',
  'listing.categoryInvalid': "Scegli una categoria dall'elenco",
  'listing.importEmpty': 'Il file non contiene righe di inserzioni',
  'listing.importTooLarge': 'Al massimo {max} inserzioni per file',
  'listing.importUnreadable': 'Impossibile leggere il file come CSV: {reason}',
  'operator.ownRecord':
    'Gli operatori non possono decidere sul proprio account, denaro, ordini o negozio',
  'operator.permissionMissing':
    'Il tuo ruolo di operatore non include il permesso necessario: {permission}',
  'operator.roleNotFound': 'Ruolo di operatore non trovato',
  'operator.roleBuiltIn':
    'I ruoli predefiniti admin e support non possono essere modificati o eliminati',
  'operator.roleNameTaken': 'Un altro ruolo ha già questo nome',
  'operator.roleInUse': 'Questo ruolo è ancora assegnato a operatori; toglilo prima a loro',
  'auth.accountDisabledReason':
    'Questo account è stato disattivato da un amministratore. Motivo: {reason}',
  'auth.businessLockedReason': "Account limitato, contatta l'assistenza clienti. Motivo: {reason}",
  'syspara.unknown': 'Parametro di sistema sconosciuto: {code}',
  'syspara.outOfRange': '{code} deve essere un numero da {min} a {max}',
  'syspara.notUrl': '{code} deve essere un indirizzo web che inizia con https:// oppure vuoto',
  'listing.hiddenByOperator':
    'Un operatore ha nascosto questa inserzione; torna in vendita solo quando un operatore la ripristina',
  'category.inUse': 'Ci sono inserzioni in questa categoria; spostale prima',
  'category.hasChildren': 'Questa categoria ha sottocategorie; eliminale o spostale prima',
  'category.parentInvalid':
    'Il genitore deve essere una categoria di primo livello (solo due livelli)',
  'brandPage.claimNumber': '{field}: il numero {number} non è un fatto garantito dalla piattaforma',
  'brandPage.claimVerification':
    '{field}: «{phrase}» non è fondato: non esiste una verifica dei venditori',
  'brandPage.claimCoupon': '{field}: «{phrase}» non è fondato: non ci sono coupon',
  'brandPage.claimServiceTime':
    '{field}: «{phrase}» non è fondato: nessun tempo di assistenza o spedizione è garantito',
  'brandPage.claimCarrier': '{field}: «{phrase}» non è fondato: nessun corriere è integrato',
  'brandPage.claimFigures':
    '{field}: «{phrase}» non è fondato: le cifre derivano dagli ordini registrati',
  'brand.hostInvalid':
    '{host} non è un nome host valido: solo lettere minuscole, cifre, trattini e punti, senza schema, porta o percorso',
  'brand.hostTaken': 'Il nome host {host} appartiene già al marchio {brand}',
  'brand.codeTaken': 'Esiste già un marchio con il codice {code}',
  'brand.contrastLow':
    '{foreground} su {background} raggiunge solo un contrasto di {ratio}:1; WCAG AA richiede {minimum}:1',
  'brand.textMissing':
    '{text}: il marchio offre questa lingua ma il testo manca; traducilo o nascondi la lingua',
  'brand.defaultAlwaysEnabled': '{code} è il marchio predefinito e non può essere disattivato',
  'brand.lastEnabled': 'Almeno un marchio deve restare attivo',
  'brand.versionChanged':
    'Il marchio è stato modificato nel frattempo (ora versione {version}); ricaricalo e ripeti la modifica',
  'brand.artworkInvalid': '{field}: usa un PNG o SVG che hai caricato nell’area dei marchi',
  'evaluation.notReviewable':
    'Solo un ordine ricevuto in attesa della tua recensione può essere recensito',
  'evaluation.lineNotInOrder': "Quell'articolo non fa parte di questo ordine",
  'evaluation.alreadyReviewed': 'Questo articolo è già stato recensito',
  'evaluation.imageInvalid':
    'Le foto della recensione devono essere quelle che hai caricato per una recensione',
  'order.refundImageInvalid':
    'Le foto del rimborso devono essere quelle che hai caricato per un rimborso',
  'evaluation.notFound': 'Recensione non trovata',
  'evaluation.alreadyReplied': 'Questa recensione ha già la tua risposta',
  'evaluation.defaultNoReply': 'La recensione predefinita del sistema non può ricevere risposta',
  'kyc.pending': "La tua verifica d'identità è in attesa di revisione",
  'kyc.alreadyVerified': "La tua verifica d'identità è già approvata",
  'kyc.required': "La verifica d'identità deve essere approvata prima di chiedere un prestito",
  'loan.unfinished': 'Hai un prestito non concluso; concludilo prima di chiederne un altro',
  'loan.amountOutOfRange': "L'importo deve essere tra {min} e {max}",
  'loan.notQualified': 'Requisiti non soddisfatti: serve un negozio con vendite verificate',
  'loan.termsChanged': 'Le condizioni del prestito sono cambiate; controlla il nuovo preventivo',
  'loan.agreementRequired': 'Leggi e spunta il contratto di prestito',
  'loan.notPending': 'È già stata presa una decisione',
  'loan.notRepayable':
    "Questo prestito non ha nulla da rimborsare, o l'importo supera l'estinzione di oggi ({max})",
  'loan.aprAboveCeiling':
    'Questo prestito costerebbe il {apr}% annuo, oltre il tasso massimo consentito ({ceiling}% annuo)',
  'chat.notFound': 'Conversazione non trovata',
  'chat.imageInvalid': 'Le immagini della chat devono essere caricate da te per la chat',
  'chat.ownStore': 'Non puoi chattare con il tuo negozio',
  'chat.contextInvalid': "Quell'ordine o prodotto non appartiene a questo negozio",
};

export const itTransport: typeof enTransport = {
  notFound: 'Non trovato',
  methodNotAllowed: 'Metodo non consentito',
  rateLimited: 'Operazioni troppo frequenti, riprova più tardi',
  serverError: 'Errore del server',
  forbidden: 'Sessione scaduta, accedi di nuovo',
};
