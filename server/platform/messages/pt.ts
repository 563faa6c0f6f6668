// Portuguese (Brazilian) texts of the API's error keys; complete by type, like the English table.
import type { ErrorKey } from '../../../domain/errors.ts';
import type { enTransport } from './en.ts';

export const pt: Record<ErrorKey, string> = {
  'param.invalid': 'Erro de parâmetro: {field}',
  'param.missing': 'Parâmetro ausente: {field}',
  'system.error': 'Erro no sistema, tente novamente mais tarde',
  'system.busy': 'O sistema está ocupado, tente novamente mais tarde',
  'request.tooFrequent': 'Operações muito frequentes, tente novamente mais tarde',
  'request.illegal': 'Solicitação inválida',
  'request.duplicate': 'Envio duplicado',
  'request.idempotencyMismatch': 'Esta chave de solicitação já foi usada em outra solicitação',
  'resource.notFound': 'O recurso solicitado não existe',
  'language.unsupported': 'Idioma não suportado',
  'auth.required': 'Sessão expirada, faça login novamente',
  'auth.sessionExpired': 'Token inválido, faça login',
  'auth.loginFailed': 'Falha no login',
  'auth.wrongPassword': 'Usuário ou senha incorretos',
  'auth.lockedMinutes': 'Três tentativas erradas seguidas, tente novamente em 3 minutos',
  'auth.lockedToday': 'Mais de 3 tentativas erradas, tente novamente amanhã',
  'auth.accountLocked': 'Conta bloqueada',
  'auth.accountDisabled': 'Esta conta foi desativada por um administrador',
  'auth.businessLocked': 'Anomalia na conta, entre em contato com o atendimento',
  'auth.userNotFound': 'Usuário não encontrado',
  'auth.noPermission': 'Sem permissão',
  'verify.codeWrong': 'O código de verificação está incorreto',
  'verify.codeEmpty': 'O código de verificação não pode ficar vazio',
  'verify.codeLimit': 'Códigos por e-mail demais, tente novamente amanhã',
  'verify.failed': 'Falha na verificação, tente novamente',
  'verify.sliderFailed': 'Falha na verificação deslizante',
  'register.usernameInvalid': 'O usuário deve conter apenas números e letras',
  'register.usernameTaken': 'Nome de usuário já existe',
  'register.emailTaken': 'Este e-mail ou celular já está vinculado ou em uso por outro usuário',
  'register.referralInvalid': 'O código de indicação está incorreto',
  'register.blockedAfterCancellation':
    'Esta conta foi encerrada recentemente e ainda não pode se cadastrar',
  'verify.sliderRequired': 'Conclua a verificação deslizante',
  'password.mismatch': 'As duas senhas não coincidem',
  'password.oldWrong': 'A senha antiga está incorreta',
  'password.loginWrong': 'A senha de login está incorreta',
  'safeword.wrong': 'A senha financeira está incorreta',
  'safeword.notSet': 'A senha financeira não está definida',
  'safeword.alreadySet': 'A senha financeira já está definida',
  'safeword.mismatch': 'As duas senhas financeiras não coincidem',
  'safeword.required': 'Introduza a sua senha de fundos',
  'safeword.setFirst':
    'Defina primeiro uma senha de fundos (segurança da conta): o dinheiro só sai do seu saldo com ela',
  'password.required': 'Introduza a sua senha de início de sessão',
  'cancel.reasonRequired': 'Informe o motivo do cancelamento',
  'cancel.balanceRemains': 'Sua carteira ainda tem saldo; saque-o antes de encerrar a conta',
  'cancel.unsettled': 'A conta ainda não pode ser encerrada. Resolva primeiro: {items}',
  'cancel.walletBalance': 'saque ou gaste os {amount} USDT da sua carteira',
  'cancel.withdrawalPending': 'aguarde o fim do seu saque em andamento ({amount} USDT retidos)',
  'cancel.depositPending':
    'aguarde até que seus {count} depósito(s) em andamento sejam creditados ou recusados',
  'cancel.loanUnfinished':
    'quite seu empréstimo ou aguarde a decisão sobre seu pedido de empréstimo',
  'cancel.ordersOpen':
    '{count} pedido(s) pago(s) que você comprou ainda não terminou/terminaram (receba-os ou conclua o reembolso)',
  'cancel.storeOrdersOpen':
    '{count} pedido(s) pago(s) da sua loja ainda não terminou/terminaram (envie-os ou resolva o reembolso)',
  'cancel.notAllowed': 'Esta conta não pode ser encerrada',
  'subscribe.emailInvalid': 'Informe um endereço de e-mail válido',
  'subscribe.alreadySubscribed': 'Este e-mail já está inscrito',
  'goods.notFound': 'O produto não existe, não está anunciado ou foi removido',
  'goods.offShelf': 'Alguns itens não estão mais à venda',
  'goods.stockInsufficient': 'Quantidade insuficiente',
  'goods.notSelected': 'Nenhum produto selecionado',
  'goods.quantityOutOfRange': 'Acima da quantidade máxima de compra ou abaixo da mínima',
  'cart.duplicate': 'O produto já está no carrinho',
  'seller.notFound': 'A loja não existe',
  'focus.sellerCannotFollow': 'Vendedores não podem seguir lojas',
  'focus.ownStore': 'Você não pode seguir a sua própria loja',
  'category.notFound': 'A categoria não existe',
  'wallet.insufficientBalance': 'Saldo insuficiente, faça um depósito',
  'wallet.amountInvalid': 'Informe um valor válido',
  'wallet.amountOutOfRange': 'O valor está fora dos limites ({min} - {max})',
  'wallet.amountTooPrecise': 'O valor tem casas decimais demais (no máximo {decimals})',
  'wallet.withdrawOutsideTime': 'Saques não são permitidos neste horário ({window})',
  'wallet.withdrawDailyLimit': 'Limite diário de saques excedido',
  'wallet.unfinishedOrder': 'Você tem um depósito ou saque não concluído',
  'wallet.channelNotOpened': 'Este canal não está disponível',
  'wallet.networkUnavailable':
    'A rede {network} está temporariamente indisponível; tente novamente mais tarde ou escolha outra rede',
  'reserves.unknownNetwork': 'Nenhuma rede com esse nome está configurada',
  'reserves.addressInvalid': 'Não é um endereço válido nesta rede',
  'reserves.addressTaken': 'Este endereço já está registado',
  'wallet.noWayOut':
    'Os depósitos por transferência estão fechados: a plataforma ainda não oferece forma de sacar dinheiro',
  'wallet.regionNotOpen': 'Esta forma de pagamento não está disponível na sua região',
  'wallet.addressInvalid': 'O endereço não corresponde ao protocolo da rede',
  'wallet.addressNotBound': 'Vincule primeiro um endereço de saque',
  'wallet.addressOnHold':
    'O endereço de saque foi alterado recentemente; saques liberados em {time}',
  'wallet.sessionTokenInvalid': 'A página expirou, tente novamente',
  'wallet.bankDetailsRequired': 'Nome do banco e número do cartão são obrigatórios',
  'wallet.currencyRequired': 'Escolha primeiro uma moeda',
  'wallet.proofRequired': 'Envie o comprovante de pagamento',
  'wallet.statusNotOperable': 'Este registro não pode ser alterado no status atual',
  'wallet.currencyNotOffered':
    'Depósitos bancários em {currency} não estão disponíveis no momento: não há taxa de câmbio atual',
  'wallet.rateCurrencyNotAccepted': 'A conta bancária não aceita {currency}',
  'wallet.rateFormat': 'Uma taxa tem no máximo 12 dígitos antes da vírgula e 8 depois',
  'wallet.rateNotPositive': 'Uma taxa deve ser maior que zero',
  'upload.failed': 'Falha no envio da imagem',
  'upload.empty': 'A imagem está vazia',
  'upload.tooLarge': 'Imagem muito grande (no máximo {max})',
  'upload.quotaExceeded':
    'O limite de envios de hoje foi atingido ({max} por dia); tente novamente amanhã',
  'upload.private':
    'Esta imagem é privada: apenas o seu titular, as pessoas com quem foi partilhada e um administrador a podem ver',
  'upload.unsupportedType': 'Apenas imagens jpeg, png e webp são aceitas',
  'upload.tooManyPixels': 'Imagem demasiado grande: no máximo {max} megapíxeis aqui',
  'upload.areaNotAllowed': 'Apenas vendedores e operadores podem carregar imagens aqui',
  'address.notFound': 'Endereço não encontrado',
  'address.notSet': 'Endereço de entrega não definido, adicione um',
  'address.limitReached': 'Você pode ter no máximo {max} endereços',
  'address.countryInvalid': 'Escolha um país da lista',
  'address.stateInvalid': 'Escolha um estado ou província do país selecionado',
  'order.notFound': 'O pedido não existe',
  'order.closed': 'O pedido já foi cancelado ou concluído',
  'order.statusNotOperable': 'O status do pedido não permite esta operação',
  'order.cancelNotAllowed': 'Somente pedidos aguardando pagamento podem ser cancelados',
  'order.sellerCannotCancel': 'Um vendedor não pode cancelar um pedido',
  'order.shippedNoRefund': 'Um pedido enviado não pode ser reembolsado',
  'order.returnWindowClosed': 'Devoluções são aceitas em até 7 dias após o recebimento',
  'order.alreadyReminded': 'Já foi enviado um lembrete para este pedido',
  'order.notPayable': 'O pedido não atende às condições de pagamento',
  'order.cannotRelease': 'Pedidos cancelados, concluídos ou não pagos não podem ser liberados',
  'order.purchaseFailed': 'Falha na compra, entre em contato com o atendimento',
  'order.holdLimit':
    'Os seus pedidos não pagos já reservam o máximo deste produto que um pedido pode comprar ({max}); pague ou cancele um primeiro',
  'order.openOrdersExist':
    'Falha no envio: você tem pedidos não pagos, pague ou cancele-os primeiro',
  'order.ownStore': 'Você não pode comprar produtos da sua própria loja',
  'order.storeOwnerUnavailable':
    'Esta loja não pode receber pedidos agora: a plataforma desativou a conta do seu proprietário.',
  'order.storeOwnerDisabled':
    'Esta loja não pode receber pagamentos agora: a plataforma desativou a conta do proprietário. Pode cancelar o pedido.',
  'store.applicationOpen': 'Você já tem uma solicitação de loja aguardando análise',
  'store.alreadyOwner': 'Você já tem uma loja',
  'store.notPending': 'Esta solicitação já foi decidida',
  'store.suspended':
    'Esta loja está suspensa: o seu dinheiro está congelado e só pode concluir encomendas em aberto e responder aos compradores',
  'store.suspendedReason':
    'Esta loja está suspensa: o seu dinheiro está congelado e só pode concluir encomendas em aberto e responder aos compradores. Motivo: {reason}',
  'email.same': 'Este já é o seu e-mail confirmado',
  'email.oldCodeWrong': 'O código enviado para o seu e-mail atual está errado ou expirou',
  'listing.discountInvalid':
    'O preço com desconto deve ser menor que o preço de venda, e o fim depois do início',
  'listing.stockChanged':
    'O estoque agora é {stock}: pedidos o alteraram desde que você abriu este anúncio. Confira e salve novamente',
  'listing.inOpenOrders':
    'Há pedidos não concluídos com este anúncio; retire-o da venda em vez disso',
  'listing.categoryInvalid': 'Escolha uma categoria da lista',
  'listing.importEmpty': 'O arquivo não tem linhas de anúncios',
  'listing.importTooLarge': 'No máximo {max} anúncios por arquivo',
  'listing.importUnreadable': 'Não foi possível ler o arquivo como CSV: {reason}',
  'operator.ownRecord':
    'Operadores não podem decidir sobre a própria conta, dinheiro, pedidos ou loja',
  'operator.permissionMissing':
    'O seu papel de operador não inclui a permissão necessária: {permission}',
  'operator.roleNotFound': 'Papel de operador não encontrado',
  'operator.roleBuiltIn':
    'Os papéis integrados admin e support não podem ser alterados nem excluídos',
  'operator.roleNameTaken': 'Outro papel já tem este nome',
  'operator.roleInUse': 'Este papel ainda está atribuído a operadores; retire-o deles primeiro',
  'auth.accountDisabledReason': 'Esta conta foi desativada por um administrador. Motivo: {reason}',
  'auth.businessLockedReason':
    'Conta restrita, entre em contato com o atendimento ao cliente. Motivo: {reason}',
  'syspara.unknown': 'Parâmetro de sistema desconhecido: {code}',
  'syspara.outOfRange': '{code} deve ser um número de {min} a {max}',
  'syspara.notUrl': '{code} deve ser um endereço web começando com https:// ou vazio',
  'listing.hiddenByOperator':
    'Um operador ocultou este anúncio; ele só volta à venda quando um operador o restaurar',
  'category.inUse': 'Há anúncios nesta categoria; mova-os primeiro',
  'category.hasChildren': 'Esta categoria tem subcategorias; exclua-as ou mova-as primeiro',
  'category.parentInvalid': 'A categoria pai deve ser de primeiro nível (apenas dois níveis)',
  'brandPage.claimNumber': '{field}: o número {number} não é um facto garantido pela plataforma',
  'brandPage.claimVerification':
    '{field}: "{phrase}" não tem fundamento: não existe verificação de vendedores',
  'brandPage.claimCoupon': '{field}: "{phrase}" não tem fundamento: não existem cupões',
  'brandPage.claimServiceTime':
    '{field}: "{phrase}" não tem fundamento: nenhum prazo de atendimento ou envio é garantido',
  'brandPage.claimCarrier':
    '{field}: "{phrase}" não tem fundamento: nenhuma transportadora está integrada',
  'brandPage.claimFigures':
    '{field}: "{phrase}" não tem fundamento: os números vêm dos pedidos registados',
  'brand.hostInvalid':
    '{host} não é um nome de anfitrião válido: apenas minúsculas, algarismos, hífenes e pontos, sem esquema, porta ou caminho',
  'brand.hostTaken': 'O nome de anfitrião {host} já pertence à marca {brand}',
  'brand.codeTaken': 'Já existe uma marca com o código {code}',
  'brand.contrastLow':
    '{foreground} sobre {background} só atinge um contraste de {ratio}:1; a WCAG AA exige {minimum}:1',
  'brand.textMissing':
    '{text}: a marca oferece este idioma, mas o texto falta; traduza-o ou oculte o idioma',
  'brand.defaultAlwaysEnabled': '{code} é a marca predefinida e não pode ser desativada',
  'brand.lastEnabled': 'Pelo menos uma marca tem de continuar ativada',
  'brand.versionChanged':
    'A marca foi alterada entretanto (agora versão {version}); recarregue-a e volte a fazer a sua alteração',
  'brand.artworkInvalid': '{field}: use um PNG ou SVG que carregou para a área das marcas',
  'evaluation.notReviewable':
    'Só é possível avaliar um pedido recebido que aguarda a sua avaliação',
  'evaluation.lineNotInOrder': 'Esse item não faz parte deste pedido',
  'evaluation.alreadyReviewed': 'Este item já foi avaliado',
  'evaluation.imageInvalid':
    'As fotos da avaliação devem ser as que você enviou para uma avaliação',
  'order.refundImageInvalid':
    'As fotos do reembolso têm de ser carregadas por si para um reembolso',
  'evaluation.notFound': 'Avaliação não encontrada',
  'evaluation.alreadyReplied': 'Esta avaliação já tem a sua resposta',
  'evaluation.defaultNoReply': 'A avaliação padrão do sistema não pode ser respondida',
  'kyc.pending': 'A sua verificação de identidade aguarda análise',
  'kyc.alreadyVerified': 'A sua verificação de identidade já foi aprovada',
  'kyc.required': 'A verificação de identidade tem de ser aprovada antes de pedir um empréstimo',
  'loan.unfinished': 'Tem um empréstimo por concluir; conclua-o antes de pedir outro',
  'loan.amountOutOfRange': 'O valor deve estar entre {min} e {max}',
  'loan.notQualified':
    'Condições de qualificação não cumpridas: é necessária uma loja com vendas verificadas',
  'loan.termsChanged':
    'As condições do empréstimo mudaram desde que as viu; reveja a nova proposta',
  'loan.agreementRequired': 'Leia e assinale o contrato de empréstimo',
  'loan.notPending': 'Isto já foi decidido',
  'loan.notRepayable':
    'Este empréstimo não tem nada a pagar, ou o valor excede o que o liquida hoje ({max})',
  'loan.aprAboveCeiling':
    'Este empréstimo custaria {apr}% ao ano, acima da taxa máxima permitida ({ceiling}% ao ano)',
  'chat.notFound': 'Conversa não encontrada',
  'chat.imageInvalid': 'As imagens do chat devem ser carregadas por você para o chat',
  'chat.ownStore': 'Você não pode conversar com a sua própria loja',
  'chat.contextInvalid': 'Esse pedido ou produto não pertence a esta loja',
};

export const ptTransport: typeof enTransport = {
  notFound: 'Não encontrado',
  methodNotAllowed: 'Método não permitido',
  rateLimited: 'Operações muito frequentes, tente novamente mais tarde',
  serverError: 'Erro no servidor',
  forbidden: 'Sessão expirada, faça login novamente',
};
