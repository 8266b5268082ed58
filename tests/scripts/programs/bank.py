# A tiny bank-account simulation with dicts and lists.
accounts = {}
log = []

def open_account(name, initial=0):
    if name in accounts:
        log.append('open failed: ' + name + ' exists')
        return False
    accounts[name] = {'balance': initial, 'history': [('open', initial)]}
    log.append('opened ' + name)
    return True

def deposit(name, amount):
    acct = accounts.get(name)
    if acct is None or amount <= 0:
        log.append('deposit rejected for ' + name)
        return False
    acct['balance'] += amount
    acct['history'].append(('deposit', amount))
    return True

def withdraw(name, amount):
    acct = accounts.get(name)
    if acct is None:
        log.append('no such account ' + name)
        return False
    if acct['balance'] < amount:
        log.append('insufficient funds: ' + name + ' has ' + str(acct['balance']))
        return False
    acct['balance'] -= amount
    acct['history'].append(('withdraw', amount))
    return True

def transfer(src, dst, amount):
    if dst not in accounts:
        log.append('transfer target missing: ' + dst)
        return False
    if withdraw(src, amount):
        deposit(dst, amount)
        return True
    return False

open_account('alice', 100)
open_account('bob')
open_account('alice', 5)
deposit('bob', 50)
deposit('carol', 10)
withdraw('alice', 30)
withdraw('bob', 500)
transfer('alice', 'bob', 25)
transfer('bob', 'dave', 1)
deposit('alice', -5)
for i in range(1, 6):
    deposit('bob', i * 10)
    if i % 2 == 0:
        withdraw('alice', i)

for name in sorted(accounts):
    acct = accounts[name]
    print(name, acct['balance'], len(acct['history']))
    for kind, amount in acct['history']:
        print('   ', kind.ljust(8), str(amount).rjust(5))
print('\n'.join(log))
total = 0
for acct in accounts.values():
    total += acct['balance']
print('total holdings:', total)
richest = max(accounts, key=lambda n: accounts[n]['balance'])
print('richest:', richest)
