import { BigInt, Bytes } from "@graphprotocol/graph-ts";
import { Transfer as TransferEvent } from "../generated/Token/Token";
import { Account, Transfer } from "../generated/schema";

function loadAccount(id: Bytes): Account {
  let acct = Account.load(id);
  if (acct == null) {
    acct = new Account(id);
    acct.balance = BigInt.zero();
    acct.transfersIn = BigInt.zero();
    acct.transfersOut = BigInt.zero();
  }
  return acct;
}

export function handleTransfer(event: TransferEvent): void {
  const t = new Transfer(event.transaction.hash.concatI32(event.logIndex.toI32()));
  t.from = event.params.from;
  t.to = event.params.to;
  t.value = event.params.value;
  t.blockNumber = event.block.number;
  t.blockTimestamp = event.block.timestamp;
  t.transactionHash = event.transaction.hash;
  t.save();

  const from = loadAccount(event.params.from);
  from.balance = from.balance.minus(event.params.value);
  from.transfersOut = from.transfersOut.plus(BigInt.fromI32(1));
  from.save();

  const to = loadAccount(event.params.to);
  to.balance = to.balance.plus(event.params.value);
  to.transfersIn = to.transfersIn.plus(BigInt.fromI32(1));
  to.save();
}
