// French texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const fr: Record<ErrorKey, string> = {
  'param.invalid': 'Erreur de paramètre : {field}',
  'param.missing': 'Paramètre manquant : {field}',
  'system.error': 'Erreur système, réessayez plus tard',
  'system.busy': 'Le système est occupé, réessayez plus tard',
  'request.tooFrequent': 'Opérations trop fréquentes, réessayez plus tard',
  'request.illegal': 'Requête non autorisée',
  'request.duplicate': 'Envoi en double',
  'request.idempotencyMismatch': 'Cette clé de requête a déjà servi pour une autre requête',
  'resource.notFound': "La ressource demandée n'existe pas",
  'language.unsupported': 'Langue non prise en charge',
  'auth.required': 'Session expirée, veuillez vous reconnecter',
  'auth.sessionExpired': 'Jeton invalide, veuillez vous connecter',
  'auth.loginFailed': 'Échec de la connexion',
  'auth.wrongPassword': 'Identifiant ou mot de passe incorrect',
  'auth.lockedMinutes': 'Trois erreurs de suite, réessayez dans 3 minutes',
  'auth.lockedToday': 'Plus de 3 tentatives erronées, réessayez demain',
  'auth.accountLocked': 'Compte bloqué',
  'auth.accountDisabled': 'Ce compte a été désactivé par un administrateur',
  'auth.businessLocked': 'Anomalie du compte, veuillez contacter le service client',
  'auth.userNotFound': 'Utilisateur introuvable',
  'auth.noPermission': 'Accès refusé',
  'verify.codeWrong': 'Le code de vérification est incorrect',
  'verify.codeEmpty': 'Le code de vérification ne peut pas être vide',
  'verify.codeLimit': 'Trop de codes par e-mail, réessayez demain',
  'verify.failed': 'Échec de la vérification, veuillez réessayer',
  'verify.sliderFailed': 'Échec de la vérification par curseur',
  'register.usernameInvalid': "L'identifiant ne doit contenir que des chiffres et des lettres",
  'register.usernameTaken': 'Identifiant déjà utilisé',
  'register.emailTaken':
    'Cet e-mail ou ce mobile est déjà associé ou utilisé par un autre utilisateur',
  'register.referralInvalid': 'Code de parrainage incorrect',
  'register.blockedAfterCancellation':
    'Ce compte a été supprimé récemment et ne peut pas encore se réinscrire',
  'verify.sliderRequired': 'Veuillez terminer la vérification par curseur',
  'password.mismatch': 'Les deux mots de passe ne correspondent pas',
  'password.oldWrong': "L'ancien mot de passe est incorrect",
  'password.loginWrong': 'Le mot de passe de connexion est incorrect',
  'safeword.wrong': 'Le mot de passe de paiement est incorrect',
  'safeword.notSet': "Le mot de passe de paiement n'est pas défini",
  'safeword.alreadySet': 'Le mot de passe de paiement est déjà défini',
  'safeword.mismatch': 'Les deux mots de passe de paiement ne correspondent pas',
  'safeword.required': 'Saisissez votre mot de passe de fonds',
  'safeword.setFirst':
    "Définissez d'abord un mot de passe de fonds (sécurité du compte) : l'argent ne quitte votre solde qu'avec lui",
  'password.required': 'Saisissez votre mot de passe de connexion',
  'cancel.reasonRequired': "Veuillez saisir le motif d'annulation",
  'cancel.balanceRemains':
    'Votre portefeuille a encore un solde ; retirez-le avant de supprimer le compte',
  'cancel.unsettled': "Le compte ne peut pas encore être clôturé. Réglez d'abord : {items}",
  'cancel.walletBalance': 'retirez ou dépensez les {amount} USDT de votre portefeuille',
  'cancel.withdrawalPending': 'attendez la fin de votre retrait en cours ({amount} USDT bloqués)',
  'cancel.depositPending': 'attendez que vos {count} dépôt(s) en cours soient crédités ou refusés',
  'cancel.loanUnfinished':
    'remboursez votre prêt ou attendez la décision sur votre demande de prêt',
  'cancel.ordersOpen':
    '{count} commande(s) payée(s) que vous avez achetée(s) ne sont pas terminées (recevez-les ou terminez leur remboursement)',
  'cancel.storeOrdersOpen':
    '{count} commande(s) payée(s) de votre boutique ne sont pas terminées (expédiez-les ou réglez leur remboursement)',
  'cancel.notAllowed': 'Ce compte ne peut pas être supprimé',
  'subscribe.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
  'subscribe.alreadySubscribed': 'Cet e-mail est déjà abonné',
  'goods.notFound': "Le produit n'existe pas, n'est pas en ligne ou a été retiré",
  'goods.offShelf': 'Certains articles ne sont plus en vente',
  'goods.stockInsufficient': 'Quantité insuffisante',
  'goods.notSelected': 'Aucun produit sélectionné',
  'goods.quantityOutOfRange': "Au-dessus de la quantité maximum d'achat ou sous le minimum",
  'cart.duplicate': 'Produit déjà dans le panier',
  'seller.notFound': "La boutique n'existe pas",
  'focus.sellerCannotFollow': 'Les vendeurs ne peuvent pas suivre de boutiques',
  'focus.ownStore': 'Vous ne pouvez pas suivre votre propre boutique',
  'category.notFound': "La catégorie n'existe pas",
  'wallet.insufficientBalance': 'Solde insuffisant, veuillez faire un dépôt',
  'wallet.amountInvalid': 'Veuillez saisir un montant valide',
  'wallet.amountOutOfRange': 'Le montant est hors limites ({min} - {max})',
  'wallet.amountTooPrecise': 'Le montant a trop de décimales ({decimals} au plus)',
  'wallet.withdrawOutsideTime': 'Les retraits ne sont pas autorisés à cette heure ({window})',
  'wallet.withdrawDailyLimit': 'Nombre quotidien de retraits dépassé',
  'wallet.unfinishedOrder': 'Vous avez un dépôt ou un retrait en cours',
  'wallet.channelNotOpened': "Ce canal n'est pas ouvert",
  'wallet.networkUnavailable':
    'Le réseau {network} est temporairement indisponible ; réessayez plus tard ou choisissez un autre réseau',
  'reserves.unknownNetwork': "Aucun réseau de ce nom n'est configuré",
  'reserves.addressInvalid': "Ce n'est pas une adresse valide sur ce réseau",
  'reserves.addressTaken': 'Cette adresse est déjà enregistrée',
  'wallet.noWayOut':
    "Les dépôts par virement sont fermés : la plateforme n'offre encore aucun moyen de retirer de l'argent",
  'wallet.regionNotOpen': "Ce mode de paiement n'est pas disponible dans votre région",
  'wallet.addressInvalid': "L'adresse ne correspond pas au protocole du réseau",
  'wallet.addressNotBound': "Veuillez d'abord associer une adresse de retrait",
  'wallet.addressOnHold':
    "L'adresse de retrait a été modifiée récemment ; retraits possibles à partir de {time}",
  'wallet.sessionTokenInvalid': 'La page a expiré, veuillez réessayer',
  'wallet.bankDetailsRequired': 'Le nom de la banque et le numéro de carte sont obligatoires',
  'wallet.currencyRequired': "Veuillez d'abord choisir une devise",
  'wallet.proofRequired': 'Veuillez envoyer la preuve de paiement',
  'wallet.statusNotOperable': 'Cet enregistrement ne peut pas être traité dans son statut actuel',
  'wallet.currencyNotOffered':
    'Les dépôts bancaires en {currency} ne sont pas proposés pour le moment : aucun taux de change en vigueur',
  'wallet.rateCurrencyNotAccepted': "Le compte bancaire n'accepte pas {currency}",
  'wallet.rateFormat': 'Un taux a au plus 12 chiffres avant la virgule et 8 après',
  'wallet.rateNotPositive': 'Un taux doit être supérieur à zéro',
  'upload.failed': "Échec de l'envoi de l'image",
  'upload.empty': "L'image est vide",
  'upload.tooLarge': 'Image trop grande ({max} au plus)',
  'upload.quotaExceeded':
    "La limite d'envoi du jour est atteinte ({max} par jour) ; réessayez demain",
  'upload.private':
    'Cette image est privée : seuls son propriétaire, les personnes avec qui elle a été partagée et un administrateur peuvent la voir',
  'upload.unsupportedType': 'Seules les images jpeg, png et webp sont acceptées',
  'upload.tooManyPixels': 'Image trop grande : {max} mégapixels au plus ici',
  'upload.areaNotAllowed': 'Seuls les vendeurs et les opérateurs peuvent envoyer des images ici',
  'address.notFound': 'Adresse introuvable',
  'address.notSet': 'Aucune adresse de livraison, veuillez en ajouter une',
  'address.limitReached': 'Vous pouvez garder au plus {max} adresses',
  'address.countryInvalid': 'Veuillez choisir un pays dans la liste',
  'address.stateInvalid': 'Veuillez choisir un État ou une province du pays sélectionné',
  'order.notFound': "La commande n'existe pas",
  'order.closed': 'La commande est déjà annulée ou terminée',
  'order.statusNotOperable': 'Le statut de la commande ne permet pas cette opération',
  'order.cancelNotAllowed': 'Seules les commandes en attente de paiement peuvent être annulées',
  'order.sellerCannotCancel': 'Un vendeur ne peut pas annuler une commande',
  'order.shippedNoRefund': 'Une commande expédiée ne peut pas être remboursée',
  'order.returnWindowClosed': 'Les retours sont acceptés dans les 7 jours suivant la réception',
  'order.alreadyReminded': 'Un rappel a déjà été envoyé pour cette commande',
  'order.notPayable': 'La commande ne remplit pas les conditions de paiement',
  'order.cannotRelease':
    'Les commandes annulées, terminées ou impayées ne peuvent pas être débloquées',
  'order.purchaseFailed': "Échec de l'achat, veuillez contacter le service client",
  'order.holdLimit':
    "Vos commandes impayées réservent déjà le maximum de ce produit qu'une commande peut acheter ({max}) ; payez ou annulez-en une d'abord",
  'order.openOrdersExist':
    "Échec de l'envoi : vous avez des commandes impayées, payez-les ou annulez-les d'abord",
  'order.ownStore': 'Vous ne pouvez pas acheter les articles de votre propre boutique',
  'order.storeOwnerUnavailable':
    'Cette boutique ne peut pas prendre de commandes pour le moment : la plateforme a désactivé le compte de son propriétaire.',
  'order.storeOwnerDisabled':
    'Cette boutique ne peut pas recevoir de paiement pour le moment : la plateforme a désactivé le compte de son propriétaire. Vous pouvez annuler la commande.',
  'store.applicationOpen': 'Vous avez déjà une demande de boutique en attente d’examen',
  'store.alreadyOwner': 'Vous avez déjà une boutique',
  'store.notPending': 'Cette demande a déjà été traitée',
  'store.suspended':
    'Cette boutique est suspendue : son argent est gelé, elle peut seulement terminer les commandes en cours et répondre aux acheteurs',
  'store.suspendedReason':
    'Cette boutique est suspendue : son argent est gelé, elle peut seulement terminer les commandes en cours et répondre aux acheteurs. Motif : {reason}',
  'email.same': "C'est déjà votre adresse e-mail confirmée",
  'email.oldCodeWrong': 'Le code envoyé à votre adresse e-mail actuelle est erroné ou a expiré',
  'listing.discountInvalid':
    'Le prix remisé doit être inférieur au prix de vente, et sa fin postérieure à son début',
  'listing.stockChanged':
    "Le stock est maintenant de {stock} : des commandes l'ont modifié depuis l'ouverture de cette annonce. Vérifiez-le et enregistrez à nouveau",
  'listing.inOpenOrders':
    'Des commandes en cours contiennent cette annonce ; retirez-la plutôt de la vente',
  'listing.categoryInvalid': 'Choisissez une catégorie dans la liste',
  'listing.importEmpty': "Le fichier ne contient aucune ligne d'annonce",
  'listing.importTooLarge': '{max} annonces au maximum par fichier',
  'listing.importUnreadable': "Le fichier n'a pas pu être lu en CSV : {reason}",
  'operator.ownRecord':
    'Un opérateur ne peut pas décider sur son propre compte, son argent, ses commandes ou sa boutique',
  'operator.permissionMissing':
    'Votre rôle d’opérateur n’inclut pas l’autorisation nécessaire : {permission}',
  'operator.roleNotFound': 'Rôle d’opérateur introuvable',
  'operator.roleBuiltIn':
    'Les rôles intégrés admin et support ne peuvent être ni modifiés ni supprimés',
  'operator.roleNameTaken': 'Un autre rôle porte déjà ce nom',
  'operator.roleInUse': 'Ce rôle est encore attribué à des opérateurs ; retirez-le-leur d’abord',
  'auth.accountDisabledReason': 'Ce compte a été désactivé par un administrateur. Motif : {reason}',
  'auth.businessLockedReason':
    'Compte restreint, veuillez contacter le service client. Motif : {reason}',
  'syspara.unknown': 'Paramètre système inconnu : {code}',
  'syspara.outOfRange': '{code} doit être un nombre entre {min} et {max}',
  'syspara.notUrl': '{code} doit être une adresse web commençant par https:// ou vide',
  'listing.hiddenByOperator':
    "Un opérateur a masqué cette annonce ; elle ne revient en rayon que lorsqu'un opérateur la rétablit",
  'category.inUse': 'Des annonces utilisent cette catégorie ; déplacez-les d’abord',
  'category.hasChildren':
    'Cette catégorie a des sous-catégories ; supprimez-les ou déplacez-les d’abord',
  'category.parentInvalid':
    'Le parent doit être une catégorie de premier niveau (deux niveaux seulement)',
  'brandPage.claimNumber':
    '{field} : le nombre {number} n’est pas un fait garanti par la plateforme',
  'brandPage.claimVerification':
    '{field} : « {phrase} » n’est pas fondé : il n’existe pas de vérification des vendeurs',
  'brandPage.claimCoupon': '{field} : « {phrase} » n’est pas fondé : il n’y a pas de coupons',
  'brandPage.claimServiceTime':
    '{field} : « {phrase} » n’est pas fondé : aucun délai de service ou d’expédition n’est garanti',
  'brandPage.claimCarrier':
    '{field} : « {phrase} » n’est pas fondé : aucun transporteur n’est intégré',
  'brandPage.claimFigures':
    '{field} : « {phrase} » n’est pas fondé : les chiffres viennent des commandes enregistrées',
  'brand.hostInvalid':
    '{host} n’est pas un nom d’hôte valide : minuscules, chiffres, tirets et points uniquement, sans schéma, port ni chemin',
  'brand.hostTaken': 'Le nom d’hôte {host} appartient déjà à la marque {brand}',
  'brand.codeTaken': 'Une marque avec le code {code} existe déjà',
  'brand.contrastLow':
    '{foreground} sur {background} n’atteint qu’un contraste de {ratio}:1 ; le niveau WCAG AA exige {minimum}:1',
  'brand.textMissing':
    '{text} : la marque propose cette langue mais le texte manque ; traduisez-le ou masquez la langue',
  'brand.defaultAlwaysEnabled': '{code} est la marque par défaut et ne peut pas être désactivée',
  'brand.lastEnabled': 'Au moins une marque doit rester activée',
  'brand.versionChanged':
    'La marque a été modifiée entre-temps (désormais version {version}) ; rechargez-la et refaites votre modification',
  'brand.artworkInvalid':
    '{field} : utilisez un PNG ou un SVG que vous avez téléversé dans l’espace des marques',
  'evaluation.notReviewable': 'Seule une commande reçue en attente de votre avis peut être évaluée',
  'evaluation.lineNotInOrder': 'Cet article ne fait pas partie de cette commande',
  'evaluation.alreadyReviewed': 'Cet article a déjà été évalué',
  'evaluation.imageInvalid':
    "Les photos de l'avis doivent être celles que vous avez téléversées pour un avis",
  'order.refundImageInvalid':
    'Les photos de remboursement doivent être celles que vous avez envoyées pour un remboursement',
  'evaluation.notFound': 'Avis introuvable',
  'evaluation.alreadyReplied': 'Cet avis a déjà votre réponse',
  'evaluation.defaultNoReply': "L'avis par défaut du système ne peut pas recevoir de réponse",
  'kyc.pending': "Votre vérification d'identité est en attente d'examen",
  'kyc.alreadyVerified': "Votre vérification d'identité est déjà approuvée",
  'kyc.required': "La vérification d'identité doit être approuvée avant de demander un prêt",
  'loan.unfinished': 'Vous avez un prêt en cours ; terminez-le avant une nouvelle demande',
  'loan.amountOutOfRange': 'Le montant doit être compris entre {min} et {max}',
  'loan.notQualified':
    'Conditions non remplies : une boutique avec des ventes vérifiées est nécessaire',
  'loan.termsChanged':
    'Les conditions du prêt ont changé depuis votre consultation ; vérifiez la nouvelle offre',
  'loan.agreementRequired': 'Veuillez lire et cocher le contrat de prêt',
  'loan.notPending': 'Une décision a déjà été prise',
  'loan.notRepayable':
    "Ce prêt n'a rien à rembourser, ou le montant dépasse le solde de ce jour ({max})",
  'loan.aprAboveCeiling':
    'Ce prêt coûterait {apr} % par an, au-delà du taux maximal autorisé ({ceiling} % par an)',
  'chat.notFound': 'Conversation introuvable',
  'chat.imageInvalid':
    'Les images du chat doivent être des images que vous avez téléversées pour le chat',
  'chat.ownStore': 'Vous ne pouvez pas discuter avec votre propre boutique',
  'chat.contextInvalid': "Cette commande ou ce produit n'appartient pas à cette boutique",
};

export const frTransport: typeof enTransport = {
  notFound: 'Introuvable',
  methodNotAllowed: 'Méthode non autorisée',
  rateLimited: 'Opérations trop fréquentes, réessayez plus tard',
  serverError: 'Erreur du serveur',
  forbidden: 'Session expirée, veuillez vous reconnecter',
};
